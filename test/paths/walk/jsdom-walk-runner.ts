import { act, cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { forgetSentRequests, server } from '../../src/msw/server';
import type { PathRunner } from '../describe-paths';
import type { WalkRunner } from './walk-runner';

/**
 * Leaves the page the way Jest leaves it between two path tests (describe-paths.ts and
 * test/setup-web.ts): a walk opens many pages in one test, once per restart and once per run
 * while fast-check shrinks, and each must start as a path's page does.
 */
function leavePage(fakeClock: boolean, tidy?: () => void) {
  act(() => toast.remove());
  jest.restoreAllMocks();
  tidy?.();
  cleanup();
  server.resetHandlers();
  forgetSentRequests();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A fresh fake clock drops the timers the old page left, as a new test's clock would.
  if (fakeClock) {
    jest.useRealTimers();
    jest.useFakeTimers();
  }
}

/**
 * A path runner, walked in jsdom: each page it opens replaces the one before. `tidy` undoes
 * what a test file does for its pages besides (new-order-alert's stubbed browser).
 */
export function jsdomWalkRunner<Page>(
  runner: PathRunner<Page>,
  tidy?: () => void,
): WalkRunner<Page> {
  return {
    open: () => {
      leavePage(runner.fakeClock ?? false, tidy);
      return runner.open();
    },
    steps: runner.steps,
    sights: runner.sights,
  };
}
