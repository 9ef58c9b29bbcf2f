import { act, fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { Restaurant } from '@contract/restaurant';
import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { renderWithProviders } from '@test/render-with-providers';
import { deferredAnswer, type Reply } from '../../msw/answer';
import { getMyRestaurantOrders } from '../../msw/handlers/order';
import { serveMyRestaurant } from '../../msw/handlers/restaurant';
import { sentRequests, server, type SentRequest } from '../../msw/server';
import { imageFile, savedRestaurant } from '../restaurant/restaurant-fixtures';
import { logFailure } from '@/lib/log-failure';

// Typing whole forms takes seconds when the machine is busy; these are not timing tests.
jest.setTimeout(30_000);

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

/** The API: GET answers `stored` (404 while none), writes answer `write` and store the result. */
function fakeMyRestaurantApi(
  initial: Restaurant | undefined,
  write: Reply = { status: 200, body: savedRestaurant() },
) {
  // The Orders tab beside the form asks for its list too.
  server.use(getMyRestaurantOrders({ status: 200, body: [] }));
  serveMyRestaurant(initial, write);
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

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: /Submit|Saving/ });
const cuisines = () => within(screen.getByRole('group', { name: 'Cuisines' }));
const menuItem = (n: number) => within(screen.getByRole('listitem', { name: `Menu item ${n}` }));
const writes = (sent: readonly SentRequest[]) => sent.filter((request) => request.method !== 'GET');
const routeOf = (request: SentRequest) => `${request.method} ${request.path}`;
const formOf = (request: SentRequest) => request.body as FormData;
const entries = (request: SentRequest) => [...formOf(request).entries()];

/** An item with no description, tags, allergens or options: each sent empty, meaning none. */
const noDetails = (index: number) =>
  ['description', 'dietary', 'allergens', 'optionGroups'].map((field) => [
    `menuItems[${index}][${field}]`,
    '',
  ]);

type User = Awaited<ReturnType<typeof openForm>>['user'];

async function fillNewRestaurant(user: User) {
  await user.type(field('Restaurant name'), 'Pho Corner');
  await user.type(field('City'), 'Bristol');
  await user.type(field('Country'), 'United Kingdom');
  await user.type(field('Delivery price ($)'), '1.50');
  await user.type(field('Estimated delivery time (minutes)'), '25');
  await user.click(cuisines().getByRole('checkbox', { name: 'Noodles' }));
  // A menu item has a Vegan tag too.
  await user.click(cuisines().getByRole('checkbox', { name: 'Vegan' }));
  await user.type(menuItem(1).getByLabelText('Item name'), 'Pho bo');
  await user.type(menuItem(1).getByLabelText('Price ($)'), '12.5');
  await user.upload(field('Image file (JPEG or PNG)'), imageFile('front.png', 64));
}

describe('saving a new restaurant', () => {
  it('creates it with cents on the wire and says Restaurant created!', async () => {
    const sent = fakeMyRestaurantApi(undefined);
    const { user } = await openForm();
    await fillNewRestaurant(user);
    await user.click(submit());

    expect(await screen.findByText('Restaurant created!')).toBeInTheDocument();
    const [create] = writes(sent);
    expect(routeOf(create)).toBe('POST /api/my/restaurant');
    const body = formOf(create);
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      restaurantName: 'Pho Corner',
      city: 'Bristol',
      country: 'United Kingdom',
      deliveryPrice: '150',
      estimatedDeliveryTime: '25',
      // A new restaurant waits the default 10 minutes for the kitchen unless the owner says.
      acceptWindowMinutes: '10',
      'cuisines[0]': 'Noodles',
      'cuisines[1]': 'Vegan',
      'menuItems[0][name]': 'Pho bo',
      'menuItems[0][price]': '1250',
      'menuItems[0][available]': 'true',
      ...Object.fromEntries(noDetails(0)),
      // A new restaurant starts in the browser's zone, with no hours: always open.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      openingHours: '[]',
    });
    const image = body.get('imageFile') as File;
    expect([image.name, image.type, image.size]).toEqual(['front.png', 'image/png', 64]);
  });

  it('updates the second time, keeping the ids the server gave the menu', async () => {
    const sent = fakeMyRestaurantApi(undefined);
    const { user } = await openForm();
    await fillNewRestaurant(user);
    await user.click(submit());
    await screen.findByText('Restaurant created!');
    // The form now shows what the server saved.
    expect(await screen.findByDisplayValue('Luigi’s Trattoria')).toBeVisible();

    await user.click(submit());
    expect(await screen.findByText('Restaurant Updated')).toBeInTheDocument();
    const [create, update] = writes(sent);
    expect([routeOf(create), routeOf(update)]).toEqual([
      'POST /api/my/restaurant',
      'PUT /api/my/restaurant',
    ]);
    expect(entries(update)).toEqual(
      expect.arrayContaining([['menuItems[0][_id]', savedRestaurant().menuItems[0]._id]]),
    );
  });

  it.each([400, 409, 500])(
    'says Unable to update restaurant when create answers %i',
    async (status) => {
      fakeMyRestaurantApi(undefined, { status, body: { message: 'refused' } });
      const { user } = await openForm();
      await fillNewRestaurant(user);
      await user.click(submit());
      expect(await screen.findByText('Unable to update restaurant')).toBeInTheDocument();
      expect(screen.queryByText('Restaurant created!')).not.toBeInTheDocument();
      expect(field('Restaurant name')).toHaveValue('Pho Corner');
    },
  );
});

describe('saving an existing restaurant', () => {
  it('shows 1250 cents as 12.50 and sends 1250 back, with the item ids and no image', async () => {
    const sent = fakeMyRestaurantApi(savedRestaurant());
    const { user } = await openForm();
    expect(menuItem(1).getByLabelText('Price ($)')).toHaveValue('12.50');
    expect(field('Delivery price ($)')).toHaveValue('2.50');
    expect(screen.getByRole('checkbox', { name: 'Italian' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Preview of the restaurant banner' })).toHaveAttribute(
      'src',
      savedRestaurant().imageUrl,
    );

    await user.click(submit());
    expect(await screen.findByText('Restaurant Updated')).toBeInTheDocument();
    const [update] = writes(sent);
    expect(routeOf(update)).toBe('PUT /api/my/restaurant');
    const body = entries(update);
    expect(body).toEqual(
      expect.arrayContaining([
        ['deliveryPrice', '250'],
        ['estimatedDeliveryTime', '35'],
        ['acceptWindowMinutes', '10'],
        ['menuItems[0][_id]', 'a0000000-0000-4000-8000-000000000001'],
        ['menuItems[0][price]', '1250'],
        ['menuItems[1][_id]', 'a0000000-0000-4000-8000-000000000002'],
        ['menuItems[1][price]', '600'],
      ]),
    );
    expect(body.map(([name]) => name)).not.toContain('imageFile');
  });

  it('sends the acceptance window the owner types', async () => {
    const sent = fakeMyRestaurantApi(savedRestaurant());
    const { user } = await openForm();
    expect(field('Acceptance window (minutes)')).toHaveValue('10');
    await user.clear(field('Acceptance window (minutes)'));
    await user.type(field('Acceptance window (minutes)'), '20');
    await user.click(submit());
    expect(await screen.findByText('Restaurant Updated')).toBeInTheDocument();
    expect(entries(writes(sent)[0])).toEqual(
      expect.arrayContaining([['acceptWindowMinutes', '20']]),
    );
  });

  it.each([400, 404, 500])(
    'says Unable to update restaurant when update answers %i',
    async (status) => {
      fakeMyRestaurantApi(savedRestaurant(), { status, body: { message: 'refused' } });
      const { user } = await openForm();
      await user.click(submit());
      expect(await screen.findByText('Unable to update restaurant')).toBeInTheDocument();
      expect(screen.queryByText('Restaurant Updated')).not.toBeInTheDocument();
      expect(logFailure).toHaveBeenCalledWith('Failed to update restaurant', expect.anything());
    },
  );

  it('shows at the image field why the server refused the image', async () => {
    fakeMyRestaurantApi(savedRestaurant(), {
      status: 400,
      body: { message: 'imageFile: must be a JPEG or PNG image' },
    });
    const { user } = await openForm();
    // Named .png, so the form lets it through; only the server reads its bytes.
    await user.upload(field('Image file (JPEG or PNG)'), imageFile('notes.png', 64));
    await user.click(submit());
    expect(await screen.findByText('Unable to update restaurant')).toBeInTheDocument();
    const imageInput = field('Image file (JPEG or PNG)');
    expect(imageInput).toHaveAccessibleDescription(/must be a JPEG or PNG image/);
    expect(imageInput).toHaveFocus();
  });

  it('is busy while saving and sends once however often it is pressed', async () => {
    const later = deferredAnswer();
    const sent = fakeMyRestaurantApi(savedRestaurant(), later.reply);
    const { user } = await openForm();
    await user.dblClick(submit());
    await user.keyboard('{Enter}');

    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Saving...');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(writes(sent)).toHaveLength(1);

    later.answer({ status: 200, body: savedRestaurant() });
    expect(await screen.findByText('Restaurant Updated')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent('Submit');
    expect(writes(sent)).toHaveLength(1);
  });

  it('sends once when two submits arrive before the button can be disabled', async () => {
    const sent = fakeMyRestaurantApi(savedRestaurant());
    await openForm();
    const form = screen.getByRole('form', { name: 'Restaurant' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByText('Restaurant Updated');
    expect(writes(sent)).toHaveLength(1);
  });

  it('adds and removes menu items, sending the rest in order with their ids', async () => {
    const sent = fakeMyRestaurantApi(savedRestaurant());
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Add Menu Item' }));
    expect(menuItem(3).getByLabelText('Item name')).toHaveFocus();
    await user.type(menuItem(3).getByLabelText('Item name'), 'Garlic bread');
    await user.type(menuItem(3).getByLabelText('Price ($)'), '4');
    await user.click(screen.getByRole('button', { name: 'Remove menu item 1' }));

    expect(screen.getAllByRole('listitem', { name: /^Menu item/ })).toHaveLength(2);
    expect(menuItem(1).getByLabelText('Item name')).toHaveValue('Tiramisu');
    await user.click(submit());
    await screen.findByText('Restaurant Updated');
    const menu = entries(writes(sent)[0]).filter(([name]) => name.startsWith('menu'));
    expect(menu).toEqual([
      ['menuItems[0][_id]', 'a0000000-0000-4000-8000-000000000002'],
      ['menuItems[0][name]', 'Tiramisu'],
      ['menuItems[0][price]', '600'],
      ['menuItems[0][available]', 'true'],
      ...noDetails(0),
      ['menuItems[1][name]', 'Garlic bread'],
      ['menuItems[1][price]', '400'],
      ['menuItems[1][available]', 'true'],
      ...noDetails(1),
    ]);
  });

  it('sends a newly chosen image', async () => {
    const sent = fakeMyRestaurantApi(savedRestaurant());
    const { user } = await openForm();
    await user.upload(field('Image file (JPEG or PNG)'), imageFile('new.jpg', 32, 'image/jpeg'));
    await user.click(submit());
    await screen.findByText('Restaurant Updated');
    const image = formOf(writes(sent)[0]).get('imageFile') as File;
    expect([image.name, image.size]).toEqual(['new.jpg', 32]);
  });
});
