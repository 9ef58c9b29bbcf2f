/** Time after Log Out before the cached server data is dropped. */
export const LOGOUT_CACHE_RESET_DELAY_MS = 1000;

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 4000;

/** Toasts shown at once; newer ones replace older ones. */
export const TOAST_VISIBLE_LIMIT = 1;
