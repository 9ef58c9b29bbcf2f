import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { renderWithProviders } from '../../render-with-providers';
import { fakeBusyServer } from './busy-mode-server';
import { settle } from './fake-clock';
import { buttonLabelled, buttonReading, buttonsLabelled, elementReading } from './find-on-page';

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
// labels and texts as the product writes them: ./find-on-page).
export const busyChoices = () => buttonsLabelled(/^Busy: \+\d+ min for the next hour$/);
export const busyChoice = (minutes: number) =>
  buttonLabelled(`Busy: +${minutes} min for the next hour`);
export const endBusyButton = () => buttonReading('End busy');
export const busyState = () => elementReading(/^Busy: \+\d+ min, /);
/** The pause's 'Pause new orders' beside busy mode: its answer is the restaurant, busy mode too. */
export const pauseButton = () => buttonReading('Pause new orders');
