/** The tab's title while something counts in it; the title it had comes back after. */
export interface TitleCount {
  show(title: string): void;
  clear(): void;
}

export function createTitleCount(): TitleCount {
  let previous: string | undefined;
  return {
    show(title) {
      previous ??= document.title;
      document.title = title;
    },
    clear() {
      if (previous === undefined) return;
      document.title = previous;
      previous = undefined;
    },
  };
}
