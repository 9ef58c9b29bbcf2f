// A path checks the page at every step. Testing Library's label-text queries ask every control on
// the page for its labels, and jsdom works each control's labels out over the whole document:
// over a path's hundreds of checks that was a quarter to a half of the runners' time. These read
// the product's own labelling directly (an aria-label, or a <label> and its control) instead.

const matches = (text: string, wanted: string | RegExp) =>
  typeof wanted === 'string' ? text === wanted : wanted.test(text);

/** The buttons under `root` whose aria-label is `label` (or matches it), in document order. */
export const buttonsLabelled = (label: string | RegExp, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLButtonElement>('button[aria-label]')].filter((button) =>
    matches(button.getAttribute('aria-label')!, label),
  );

/** The first button under `root` whose aria-label is `label`, or null. */
export const buttonLabelled = (label: string, root: ParentNode = document) =>
  buttonsLabelled(label, root)[0] ?? null;

/** The form control that a `<label>` under `root` reading `text` names, or null. */
export const controlLabelled = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll('label')].find((label) => label.textContent?.trim() === text)
    ?.control ?? null;
