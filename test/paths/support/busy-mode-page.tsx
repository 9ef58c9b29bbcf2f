import { screen } from '@testing-library/react';
import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { renderWithProviders } from '../../render-with-providers';
import { fakeBusyServer } from './busy-mode-server';
import { settle } from './fake-clock';
import { buttonLabelled, buttonsLabelled } from './find-labelled';

/** The Orders tab of /manage-restaurant, signed in as the owner of a restaurant not busy. */
export async function openOrdersTabForBusy() {
  const server = fakeBusyServer();
  const { user } = renderWithProviders(<ManageRestaurantPage />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await settle();
  return { server, user };
}

export type BusyPage = Awaited<ReturnType<typeof openOrdersTabForBusy>>;

// Found by their labels and text rather than by role, which would make the paths slower (the
// labels as the product writes them: ./find-labelled).
export const busyChoices = () => buttonsLabelled(/^Busy: \+\d+ min for the next hour$/);
export const busyChoice = (minutes: number) =>
  buttonLabelled(`Busy: +${minutes} min for the next hour`);
export const endBusyButton = () => screen.queryByText('End busy', { selector: 'button' });
export const busyState = () => screen.queryByText(/^Busy: \+\d+ min, /);
/** The pause's 'Pause new orders' beside busy mode: its answer is the restaurant, busy mode too. */
export const pauseButton = () => screen.queryByText('Pause new orders', { selector: 'button' });
