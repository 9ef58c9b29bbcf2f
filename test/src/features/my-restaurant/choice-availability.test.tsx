import { act, screen, waitFor, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import toast from 'react-hot-toast';
import type { Restaurant } from '@contract/restaurant';
import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { logFailure } from '@/lib/log-failure';
import { renderWithProviders } from '@test/render-with-providers';
import { deferredAnswer, type Reply } from '../../msw/answer';
import { getMyRestaurantOrders } from '../../msw/handlers/order';
import { serveMyRestaurant } from '../../msw/handlers/restaurant';
import { sentRequests, server, type SentRequest } from '../../msw/server';
import {
  BASIL_ID,
  inChoice,
  inGroup,
  LARGE_ID,
  menuItem,
  PIZZA_ID,
  restaurantWithOptions,
  serveChoiceAvailability,
} from './menu-options-kit';

// Typing whole forms takes seconds when the machine is busy; these are not timing tests.
jest.setTimeout(60_000);

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

const SAVED = restaurantWithOptions();

function serve(restaurant: Restaurant, choiceReply?: Reply) {
  server.use(getMyRestaurantOrders({ status: 200, body: [] }));
  serveMyRestaurant(restaurant, { status: 200, body: restaurant });
  server.use(serveChoiceAvailability(restaurant, choiceReply));
  return sentRequests();
}

async function openForm() {
  const view = renderWithProviders(<ManageRestaurantPage />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await view.user.click(screen.getByRole('tab', { name: 'Manage Restaurant' }));
  await screen.findByLabelText('Restaurant name');
  return view;
}

const pizza = () => within(menuItem(1));
const availability = (name: string) => pizza().getByRole('switch', { name: `Available: ${name}` });
const writes = (sent: readonly SentRequest[]) => sent.filter((request) => request.method !== 'GET');
const routes = (sent: readonly SentRequest[]) => writes(sent).map((r) => `${r.method} ${r.path}`);
const choiceRoute = (choiceId: string) =>
  `PATCH /api/my/restaurant/menu-items/${PIZZA_ID}/choices/${choiceId}`;

describe('the availability switch of each choice', () => {
  it('shows which choices are available, each switch under its item, named after its choice', async () => {
    serve(SAVED);
    await openForm();
    expect(availability('Large')).toHaveAttribute('aria-checked', 'true');
    expect(availability('Basil')).toHaveAttribute('aria-checked', 'false');
    expect(inChoice(1, 1, 3).getByRole('switch')).toHaveTextContent('Available');
  });

  it('marks a saved choice sold out at once, without the form, keeping what is being typed', async () => {
    const sent = serve(SAVED);
    const { user } = await openForm();
    await user.type(inGroup(1, 2).getByLabelText('Group name'), ' on top');

    await user.click(availability('Large'));
    expect(availability('Large')).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(routes(sent)).toEqual([choiceRoute(LARGE_ID)]));
    expect(writes(sent)[0].body).toEqual({ available: false });
    await waitFor(() => expect(availability('Large')).toHaveAttribute('aria-busy', 'false'));
    expect(availability('Large')).toHaveAttribute('aria-checked', 'false');
    expect(inGroup(1, 2).getByLabelText('Group name')).toHaveValue('Extras on top');

    await user.click(availability('Basil'));
    await waitFor(() => expect(writes(sent)).toHaveLength(2));
    expect(routes(sent)[1]).toBe(choiceRoute(BASIL_ID));
    expect(writes(sent)[1].body).toEqual({ available: true });
    await waitFor(() => expect(availability('Basil')).toHaveAttribute('aria-busy', 'false'));
    expect(availability('Basil')).toHaveAttribute('aria-checked', 'true');
    // The item's own switch is left as it was.
    expect(availability('Margherita')).toHaveAttribute('aria-checked', 'true');
  });

  it('is busy while saving and ignores presses until the answer', async () => {
    const later = deferredAnswer();
    const sent = serve(SAVED, later.reply);
    const { user } = await openForm();
    await user.click(availability('Large'));
    await user.click(availability('Large'));
    expect(availability('Large')).toHaveAttribute('aria-busy', 'true');
    expect(availability('Large')).toHaveAttribute('aria-checked', 'false');

    later.answer({ status: 200, body: SAVED });
    await waitFor(() => expect(availability('Large')).toHaveAttribute('aria-busy', 'false'));
    expect(writes(sent)).toHaveLength(1);
  });

  it('moves back and says so when the change cannot be saved', async () => {
    serve(SAVED, { status: 500, body: { message: 'Internal server error' } });
    const { user } = await openForm();
    await user.click(availability('Large'));
    expect(await screen.findByText('Unable to update availability')).toBeInTheDocument();
    expect(availability('Large')).toHaveAttribute('aria-checked', 'true');
    expect(logFailure).toHaveBeenCalledWith('Failed to update availability', expect.anything());
  });

  it('saves a new choice’s switch with the form', async () => {
    const sent = serve(SAVED);
    const { user } = await openForm();
    await user.click(inGroup(1, 2).getByRole('button', { name: 'Add choice to Extras' }));
    await user.keyboard('Rocket');
    await user.type(inChoice(1, 2, 3).getByLabelText('Choice price ($)'), '1');
    await user.click(availability('Rocket'));
    expect(availability('Rocket')).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Restaurant Updated');
    expect(routes(sent)).toEqual(['PUT /api/my/restaurant']);
    const body = writes(sent)[0].body as FormData;
    expect(body.get('menuItems[0][optionGroups][1][choices][2][name]')).toBe('Rocket');
    expect(body.get('menuItems[0][optionGroups][1][choices][2][available]')).toBe('false');
  });

  it('has no axe violations', async () => {
    serve(SAVED);
    const { container } = await openForm();
    expect((await axe(container)).violations).toEqual([]);
  });
});

describe('after a save', () => {
  it('shows the ids the server gave new groups and choices, and sends them next time', async () => {
    const plain = restaurantWithOptions();
    plain.menuItems[0] = { ...plain.menuItems[0], optionGroups: [] };
    server.use(getMyRestaurantOrders({ status: 200, body: [] }));
    // The server saves the pizza's new group as the Size and Extras it answers with.
    serveMyRestaurant(plain, { status: 200, body: SAVED });
    const sent = sentRequests();
    const { user } = await openForm();
    await user.click(pizza().getByRole('button', { name: 'Add option group' }));
    await user.keyboard('Size');
    await user.type(inChoice(1, 1, 1).getByLabelText('Choice name'), 'Small');
    await user.type(inChoice(1, 1, 1).getByLabelText('Choice price ($)'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Restaurant Updated');
    const first = writes(sent)[0].body as FormData;
    expect(first.get('menuItems[0][optionGroups][0][_id]')).toBeNull();

    expect(await inGroup(1, 2).findByDisplayValue('Extras')).toBeVisible();
    act(() => toast.remove());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(2));
    const second = writes(sent)[1].body as FormData;
    expect(second.get('menuItems[0][optionGroups][0][_id]')).toBe(
      SAVED.menuItems[0].optionGroups[0]._id,
    );
    expect(second.get('menuItems[0][optionGroups][1][choices][1][_id]')).toBe(BASIL_ID);
  });
});
