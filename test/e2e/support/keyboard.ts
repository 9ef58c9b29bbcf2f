import type { Locator, Page } from 'playwright-core';

/** More presses than any page here has stops before the control a journey is after. */
const MAX_PRESSES = 80;

export const isFocused = (target: Locator) =>
  target.evaluate((node) => node === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await target.waitFor();
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** The focused element draws an indicator: an outline or a shadow ring. */
export async function expectFocusVisible(page: Page) {
  const indicator = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing is focused';
    const style = getComputedStyle(focused);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' ? 'shown' : `none on ${focused.outerHTML}`;
  });
  expect(indicator).toBe('shown');
}

const CONTROLS = 'a[href], button, input, select, textarea';

/**
 * Where focus is: which of the dialog's controls, the browser's own controls, or (a failure) an
 * element of the page behind.
 */
function focusPlace(dialog: Locator) {
  return dialog.evaluate((node, selector) => {
    const focused = document.activeElement;
    const controls = [...node.querySelectorAll(selector)];
    if (focused && node.contains(focused)) return { control: controls.indexOf(focused) };
    // A modal <dialog> lets Tab step out to the browser's address bar, never to the page.
    if (!document.hasFocus() || focused === document.body) return { control: 'browser' };
    return { behindDialog: focused?.outerHTML.slice(0, 120) };
  }, CONTROLS);
}

/**
 * Tabs forwards, then backwards, twice around the dialog: focus stays in it (or visits the
 * browser's own controls) and reaches each of its controls, each with a visible indicator.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const stops = await dialog.evaluate(
    (node, selector) =>
      [...node.querySelectorAll<HTMLElement>(selector)].filter(
        (control) => !control.matches(':disabled') && control.getClientRects().length > 0,
      ).length,
    CONTROLS,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    const visited = new Set<number>();
    for (let presses = 0; presses < 2 * (stops + 1); presses += 1) {
      await page.keyboard.press(key);
      const place = await focusPlace(dialog);
      expect(place).not.toHaveProperty('behindDialog');
      if (typeof place.control !== 'number') continue;
      visited.add(place.control);
      await expectFocusVisible(page);
    }
    expect(visited.size).toBe(stops);
  }
}
