import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { renderWithProviders } from '../../render-with-providers';
import { fakePauseServer } from './orders-pause-server';
import { settle } from './fake-clock';
import { buttonLabelled, buttonReading, controlLabelled, elementReading } from './find-on-page';

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
// labels and texts as the product writes them: ./find-on-page).
export const pauseChoice = () => controlLabelled('Pause for');
export const pauseButton = () => buttonReading('Pause new orders');
export const resumeButton = () => buttonReading('Resume');
export const pauseState = () => elementReading(/^Paused /);
/** Busy mode's '+10 min' beside the pause: its answer is the restaurant, with its pause. */
export const busyButton = () => buttonLabelled('Busy: +10 min for the next hour');
