type Reset = () => void;

let resetLiveStore: Reset | undefined;

/**
 * Drops every cached server answer. The store registers itself here, so code that must not pull
 * the data layer into the first page (the header's Log Out) can still clear it.
 */
export const serverCache = {
  register(reset: Reset) {
    resetLiveStore = reset;
  },
  reset() {
    resetLiveStore?.();
  },
};
