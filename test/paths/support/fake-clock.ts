import { act } from '@testing-library/react';

// Long enough for a request and its renders to finish on the fake clock (the store hands an
// answer to the page at the next animation frame, up to 16 ms later), and far below every delay
// of the pages (0.5 s at the least), so a time step counted from an answer lands just after the
// timers it means to fire, and steps between two time steps never add up to one.
const SETTLE_MS = 50;

/** Lets the page catch up with what just happened, without waiting out any of its delays. */
export const settle = () => act(() => jest.advanceTimersByTimeAsync(SETTLE_MS));
