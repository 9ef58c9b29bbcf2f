import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { OrdersPauseModelContext, PauseToast } from '../models/orders-pause.model';
import {
  pauseButton,
  pauseChoice,
  pauseState,
  resumeButton,
  type PausePage,
} from './orders-pause-page';

const TOASTS: PauseToast[] = ['Unable to pause new orders', 'Unable to resume new orders'];

function expectOnlyToast(expected: PauseToast | undefined) {
  for (const text of TOASTS) {
    if (text === expected) expect(screen.getByText(text)).toBeInTheDocument();
    else expect(screen.queryByText(text)).not.toBeInTheDocument();
  }
}

/** 'Pause for' and its button while orders are taken; the pause and Resume while paused. */
function expectControls(
  snapshot: AnyMachineSnapshot,
  { saved, minutesLeft }: OrdersPauseModelContext,
) {
  if (snapshot.matches('taking') || snapshot.matches('pausing')) {
    const busy = snapshot.matches('pausing');
    expect(pauseChoice()).toBeVisible();
    if (busy) expect(pauseButton()).toBeDisabled();
    else expect(pauseButton()).toBeEnabled();
    expect(pauseState()).not.toBeInTheDocument();
    expect(resumeButton()).not.toBeInTheDocument();
    return;
  }
  expect(pauseState()).toHaveTextContent(
    saved === null ? 'Paused until you resume' : `Paused · ${minutesLeft} min left`,
  );
  if (snapshot.matches('resuming')) expect(resumeButton()).toBeDisabled();
  else expect(resumeButton()).toBeEnabled();
  expect(pauseButton()).not.toBeInTheDocument();
}

/** What the owner should see in each model state, and which requests should be out. */
export function ordersPauseSights(page: PausePage) {
  const { server } = page;
  const seesThePause = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as OrdersPauseModelContext;
    expectOnlyToast(context.toast);
    expect(server.sentCount('PUT')).toBe(context.pauses);
    expect(server.sentCount('DELETE')).toBe(context.resumes);
    const waiting = snapshot.matches('pausing')
      ? 'PUT'
      : snapshot.matches('resuming')
        ? 'DELETE'
        : undefined;
    expect(server.heldWrite()).toBe(waiting);
    expectControls(snapshot, context);
  };
  return { '*': seesThePause };
}
