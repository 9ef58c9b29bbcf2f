import { within } from '@testing-library/react';

/**
 * The lines of an order's list as a reader meets them: each line's own text, then a row per
 * group of its choices ('Size: Large'), which are listed under it.
 */
export function readLines(list: HTMLElement, hidden = false): string[][] {
  return within(list)
    .getAllByRole('listitem', { hidden })
    .filter((line) => line.parentElement === list)
    .map((line) => {
      const choices = within(line).queryByRole('list', { hidden });
      const own = [...line.childNodes]
        .filter((node) => node !== choices)
        .map((node) => node.textContent)
        .join('');
      const rows = choices
        ? within(choices)
            .getAllByRole('listitem', { hidden })
            .map((row) => row.textContent)
        : [];
      return [own, ...rows];
    });
}
