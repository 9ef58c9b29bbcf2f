/** A slot of the pagination: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

// Seven slots at most, so the bar keeps its width however many pages there are.
const MAX_SLOTS = 7;
const EDGE_RUN = MAX_SLOTS - 2;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The numbers to offer for `page` of `pages`: all of them when they fit, otherwise the first,
 * the last and the neighbours of the current page, with gaps between.
 */
export function pageItems(page: number, pages: number): PageItem[] {
  if (pages <= MAX_SLOTS) return range(1, Math.max(pages, 0));
  if (page < EDGE_RUN) return [...range(1, EDGE_RUN), 'gap', pages];
  if (page > pages - EDGE_RUN + 1) return [1, 'gap', ...range(pages - EDGE_RUN + 1, pages)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', pages];
}
