import { act } from '@testing-library/react';
import toast from 'react-hot-toast';

/** Lets fake time pass, with React's updates and the promises between timers flushed. */
export const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** Runs every test of the file on Jest's fake clock set to `now`; toasts and mocks go after each. */
export function onFakeClockAt(now: Date) {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(now);
  });
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
