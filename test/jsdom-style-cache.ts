/**
 * jsdom works a computed style out of every rule of every style sheet (its own default sheet
 * too) each time it is asked, and Testing Library's role queries and user-event ask for the
 * same elements' styles over and over between two changes of the page: the chooser's paths ask
 * 9,007 times, 85% of them for a style already asked for since the page last changed.
 *
 * jsdom itself keeps each element's matched rules in the document's `_styleCache` until the
 * page changes (it drops that cache on any change to an attached node, an attribute or a style
 * sheet). This keeps each whole computed style for exactly as long, so a test sees what jsdom
 * would have computed. Should a jsdom release no longer have that cache, nothing is kept and
 * every style is computed as before.
 */
export function cacheComputedStyles(window: Window & typeof globalThis): void {
  const document = window.document;
  const implKey = Object.getOwnPropertySymbols(document).find((key) => key.description === 'impl');
  const impl = implKey && (document as unknown as Record<symbol, unknown>)[implKey];
  if (!impl || typeof impl !== 'object') return;
  // Made on the first computed style, dropped (null) on a change.
  const jsdomCache = () => (impl as { _styleCache?: object | null })._styleCache ?? null;

  const compute = window.getComputedStyle.bind(window);
  let keptSince: object | null = null;
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  window.getComputedStyle = (element, pseudoElement) => {
    if (pseudoElement || element.ownerDocument !== document) {
      return compute(element, pseudoElement);
    }
    const since = jsdomCache();
    if (since === null || since !== keptSince) kept = new WeakMap();
    let style = kept.get(element);
    if (!style) {
      style = compute(element);
      kept.set(element, style);
    }
    // Computing fills jsdom's cache anew when the page had changed: keep styles until it drops it.
    keptSince = jsdomCache();
    return style;
  };
}
