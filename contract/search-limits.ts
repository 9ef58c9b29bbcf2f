import { MAX_TEXT_LENGTH } from './text-limits';

// Plain values, kept free of zod so that the web app's search page can use them without it.

/** The highest page a search may ask for; deeper pages are refused rather than scanned. */
export const MAX_SEARCH_PAGE = 10_000;
/** The longest search text or city accepted. */
export const MAX_SEARCH_TEXT_LENGTH = MAX_TEXT_LENGTH;
