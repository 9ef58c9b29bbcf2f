/**
 * The real clock's timers and time, captured when this module loads, before any test fakes them:
 * the pages a mutant runs on use Jest's fake clock, whose time moves with a path's steps (busy
 * mode's jump an hour), and a bound or a reported duration must be in real time.
 */
export const realSetTimeout = globalThis.setTimeout;
export const realClearTimeout = globalThis.clearTimeout;
export const realNow = Date.now.bind(Date);
