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
import { savedRestaurant, soldOut } from '../restaurant/restaurant-fixtures';

// Typing whole forms takes seconds when the machine is busy; these are not timing tests.
jest.setTimeout(30_000);

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

const SAVED = savedRestaurant();
const [MARGHERITA, TIRAMISU] = SAVED.menuItems;
/** Tiramisu is sold out. */
const WITH_TIRAMISU_SOLD_OUT = savedRestaurant({ menuItems: [MARGHERITA, soldOut(TIRAMISU)] });

function serve(restaurant: Restaurant, availability?: Reply) {
  server.use(getMyRestaurantOrders({ status: 200, body: [] }));
  serveMyRestaurant(restaurant, { status: 200, body: restaurant }, availability);
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

const availability = (name: string) => screen.getByRole('switch', { name: `Available: ${name}` });
const menuItem = (n: number) => within(screen.getByRole('listitem', { name: `Menu item ${n}` }));
const writes = (sent: readonly SentRequest[]) => sent.filter((request) => request.method !== 'GET');
const routes = (sent: readonly SentRequest[]) => writes(sent).map((r) => `${r.method} ${r.path}`);
const availableFields = (request: SentRequest) =>
  [...(request.body as FormData).entries()].filter(([name]) => name.endsWith('[available]'));

describe('the availability switch of each menu item', () => {
  it('shows which items are available, each switch named after its item', async () => {
    serve(WITH_TIRAMISU_SOLD_OUT);
    await openForm();
    expect(availability('Margherita')).toHaveAttribute('aria-checked', 'true');
    expect(availability('Tiramisu')).toHaveAttribute('aria-checked', 'false');
    expect(menuItem(2).getByRole('switch')).toHaveTextContent('Available');
  });

  it('marks a saved item sold out at once, without the form, keeping what is being typed', async () => {
    const sent = serve(SAVED);
    const { user } = await openForm();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'York');

    await user.click(availability('Tiramisu'));
    expect(availability('Tiramisu')).toHaveAttribute('aria-checked', 'false');
    await waitFor(() =>
      expect(routes(sent)).toEqual([`PATCH /api/my/restaurant/menu-items/${TIRAMISU._id}`]),
    );
    expect(writes(sent)[0].body).toEqual({ available: false });
    // The answer is in: the switch keeps its place and the typing stays.
    await waitFor(() => expect(availability('Tiramisu')).not.toHaveAttribute('aria-busy', 'true'));
    expect(availability('Tiramisu')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('City')).toHaveValue('York');

    await user.keyboard(' ');
    await waitFor(() => expect(writes(sent)).toHaveLength(2));
    expect(writes(sent)[1].body).toEqual({ available: true });
    expect(availability('Tiramisu')).toHaveAttribute('aria-checked', 'true');
  });

  it('is busy while saving and ignores presses until the answer', async () => {
    const later = deferredAnswer();
    const sent = serve(SAVED, later.reply);
    const { user } = await openForm();
    await user.click(availability('Margherita'));
    await user.click(availability('Margherita'));
    expect(availability('Margherita')).toHaveAttribute('aria-busy', 'true');
    expect(availability('Margherita')).toHaveAttribute('aria-checked', 'false');

    later.answer({
      status: 200,
      body: savedRestaurant({ menuItems: [soldOut(MARGHERITA), TIRAMISU] }),
    });
    await waitFor(() => expect(availability('Margherita')).toHaveAttribute('aria-busy', 'false'));
    expect(writes(sent)).toHaveLength(1);
  });

  it('moves back and says so when the change cannot be saved', async () => {
    serve(SAVED, { status: 500, body: { message: 'Internal server error' } });
    const { user } = await openForm();
    await user.click(availability('Margherita'));
    expect(await screen.findByText('Unable to update availability')).toBeInTheDocument();
    expect(availability('Margherita')).toHaveAttribute('aria-checked', 'true');
    expect(logFailure).toHaveBeenCalledWith('Failed to update availability', expect.anything());
  });

  it('sends every item’s availability with the form; a new item’s is saved with it', async () => {
    const sent = serve(WITH_TIRAMISU_SOLD_OUT);
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Add Menu Item' }));
    await user.type(menuItem(3).getByLabelText('Item name'), 'Garlic bread');
    await user.type(menuItem(3).getByLabelText('Price ($)'), '4');
    expect(availability('Garlic bread')).toHaveAttribute('aria-checked', 'true');
    await user.click(availability('Garlic bread'));
    expect(availability('Garlic bread')).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Restaurant Updated');
    expect(routes(sent)).toEqual(['PUT /api/my/restaurant']);
    expect(availableFields(writes(sent)[0])).toEqual([
      ['menuItems[0][available]', 'true'],
      ['menuItems[1][available]', 'false'],
      ['menuItems[2][available]', 'false'],
    ]);
  });

  it('names the switch of an item without a name by its place', async () => {
    serve(SAVED);
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Add Menu Item' }));
    expect(screen.getByRole('switch', { name: 'Available: menu item 3' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    serve(WITH_TIRAMISU_SOLD_OUT);
    const { container } = await openForm();
    expect((await axe(container)).violations).toEqual([]);
  });
});
