import type { PathRunner } from '../describe-paths';

/**
 * What a walk needs of a page: the same `open`, `steps` and `sights` a path runner gives
 * describePaths, so every runner (jsdom now, a browser later) serves both. `open` is called
 * again for each fresh page: a runner whose pages share a document or a clock tidies up the
 * previous page there.
 */
export type WalkRunner<Page> = Pick<PathRunner<Page>, 'open' | 'steps' | 'sights'>;
