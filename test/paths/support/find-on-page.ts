// A path checks the page at every step. Testing Library's queries walk the whole page for each
// question: a text query reads every element's text, a label-text query asks every control for
// its labels (jsdom works each control's out over the whole document). Over a path's hundreds of
// checks that was half of the owner runners' time. These read the product's own labelling and
// text directly instead, with the same meaning as the queries they replace.

type Wanted = string | RegExp;

const matches = (text: string, wanted: Wanted) =>
  typeof wanted === 'string' ? text === wanted : wanted.test(text);

/** The buttons under `root` whose aria-label is `label` (or matches it), in document order. */
export const buttonsLabelled = (label: Wanted, root: ParentNode = document) =>
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

/**
 * Each element's own text under `root` (its text children, whitespace collapsed and trimmed), as
 * Testing Library's text queries read it; in one walk over the text alone.
 */
function ownTexts(root: Node): Map<Element, string> {
  const texts = new Map<Element, string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    texts.set(parent, (texts.get(parent) ?? '') + node.textContent);
  }
  for (const [element, text] of texts) texts.set(element, text.replace(/\s+/g, ' ').trim());
  return texts;
}

/** The first element under `root` matching `selector` whose own text is `wanted`, or null. */
export function elementReading<E extends Element = HTMLElement>(
  wanted: Wanted,
  selector = '*',
  root: Node = document.body,
): E | null {
  for (const [element, text] of ownTexts(root)) {
    if (matches(text, wanted) && element.matches(selector)) return element as E;
  }
  return null;
}

/** The first button under `root` reading `text`, or null. */
export const buttonReading = (text: Wanted, root: Node = document.body) =>
  elementReading<HTMLButtonElement>(text, 'button', root);

/** Those of `known` that a toast shows now: react-hot-toast gives each a live region of its own. */
export function toastsShown<T extends string>(known: readonly T[]): T[] {
  const shown = [...document.querySelectorAll('[role="status"]')].map((toast) =>
    toast.textContent?.trim(),
  );
  return known.filter((text) => shown.includes(text));
}
