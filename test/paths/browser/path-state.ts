/**
 * What one path keeps beside its page (its orders, its held writes), made by the runner's
 * `start` and read by its steps and sights.
 */
export function perPath<Path extends object, State>() {
  const states = new WeakMap<Path, State>();
  return {
    set: (path: Path, state: State) => states.set(path, state),
    of: (path: Path): State => {
      const state = states.get(path);
      if (!state) throw new Error('The path has not opened its page yet');
      return state;
    },
  };
}
