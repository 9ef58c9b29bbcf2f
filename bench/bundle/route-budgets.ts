/**
 * What a first visit of each measured route downloads, as webpack chunk groups: the entry's
 * files (from dist/index.html) always, plus the lazy chunk groups the route loads before it
 * shows its content to a visitor who is not signed in. Budgets are JS + CSS, gzip, in bytes.
 */
export interface RouteBudget {
  route: string;
  /** The named chunk groups (webpackChunkName) the route loads lazily. */
  chunkGroups: string[];
  budget: number;
}

export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/', chunkGroups: ['home-page'], budget: 100_000 },
  // Every page but home sits under the store boundary, which loads first.
  { route: '/search/{city}', chunkGroups: ['store', 'search-results-page'], budget: 130_000 },
  { route: '/detail/{id}', chunkGroups: ['store', 'restaurant-detail-page'], budget: 140_000 },
];

/** The largest hero picture file (any width or format). */
export const HERO_BUDGET = 60_000;

// At 1440 CSS px with sizes="100vw" the browser takes the smallest width ≥ 1440, as AVIF.
export const HERO_AT_1440 = /^hero-1920\.[0-9a-f]+\.avif$/;
