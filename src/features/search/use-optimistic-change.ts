import { startTransition, useOptimistic } from 'react';

/**
 * A value that lives in the address, shown changed at once. The router applies a navigation in
 * a transition, so a controlled checkbox or select would snap back to its old value until that
 * transition ends; the optimistic value covers the gap and gives way to the address's value.
 */
export function useOptimisticChange<T>(value: T, onChange: (next: T) => void) {
  const [shown, setShown] = useOptimistic(value);
  const change = (next: T) =>
    startTransition(() => {
      setShown(next);
      onChange(next);
    });
  return [shown, change] as const;
}
