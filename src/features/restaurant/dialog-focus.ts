import type { KeyboardEvent } from 'react';

/** The controls Tab stops at, in document order. */
const tabStops = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('button, input, select, textarea, [href]')].filter(
    (element) => !element.matches(':disabled'),
  );

/**
 * Keeps Tab and Shift+Tab inside `container`: from its last control to its first and back. The
 * native modal dialog keeps the page behind out of reach; this keeps the browser's own controls
 * out of the cycle too.
 */
export function keepTabIn(container: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey
    ? active === first || !container.contains(active)
    : active === last || !container.contains(active);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
