import { screen } from '@testing-library/react';
import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { renderWithProviders } from '../../render-with-providers';
import { fakePauseServer } from './orders-pause-server';
import { settle } from './fake-clock';
import { buttonLabelled, controlLabelled } from './find-labelled';

/** The Orders tab of /manage-restaurant, signed in as the owner of a restaurant taking orders. */
export async function openOrdersTabForPause() {
  const server = fakePauseServer();
  const { user } = renderWithProviders(<ManageRestaurantPage />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await settle();
  return { server, user };
}

export type PausePage = Awaited<ReturnType<typeof openOrdersTabForPause>>;

// Found by their labels and text rather than by role, which would make the paths slower (the
// labels as the product writes them: ./find-labelled).
export const pauseChoice = () => controlLabelled('Pause for');
export const pauseButton = () => screen.queryByText('Pause new orders', { selector: 'button' });
export const resumeButton = () => screen.queryByText('Resume', { selector: 'button' });
export const pauseState = () => screen.queryByText(/^Paused /);
/** Busy mode's '+10 min' beside the pause: its answer is the restaurant, with its pause. */
export const busyButton = () => buttonLabelled('Busy: +10 min for the next hour');
