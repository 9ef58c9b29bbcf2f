import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router-dom';
import RestaurantDetailPage from '@/features/restaurant/restaurant-detail-page';
import { RestaurantDetail } from '@/features/restaurant/restaurant-detail';
import { renderWithProviders } from '../../../render-with-providers';
import { answerFetch, json, routeOf, savedRestaurant } from './restaurant-test-kit';

afterEach(() => jest.restoreAllMocks());

const ID = savedRestaurant()._id;

function renderPage(route = `/detail/${ID}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/detail/:restaurantId" element={<RestaurantDetailPage />} />
    </Routes>,
    { route },
  );
}

describe('RestaurantDetailPage', () => {
  it('says Loading... and then shows the restaurant, fetched without a token', async () => {
    const sent = answerFetch(() => json(savedRestaurant()));
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Luigi’s Trattoria' }),
    ).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByText('Leeds, United Kingdom')).toBeVisible();
    const cuisines = within(screen.getByRole('list', { name: 'Cuisines' }));
    expect(cuisines.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Italian',
      'Pizza',
    ]);
    expect(sent.map(routeOf)).toEqual([`GET /api/restaurant/${ID}`]);
    expect(sent[0].headers.get('authorization')).toBeNull();
  });

  it('shows the banner with its size set, so nothing moves when it arrives', async () => {
    answerFetch(() => json(savedRestaurant()));
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const banner = container.querySelector('img')!;
    expect(banner).toHaveAttribute('src', savedRestaurant().imageUrl);
    expect(banner).toHaveAttribute('srcset', savedRestaurant().imageSrcSet);
    expect(banner).toHaveAttribute('width', '1280');
    expect(banner).toHaveAttribute('height', '720');
  });

  it('lists the menu as buttons with prices in dollars and cents', async () => {
    answerFetch(() => json(savedRestaurant()));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Margherita, $12.50' })).toHaveTextContent(
      'Margherita$12.50',
    );
    expect(screen.getByRole('button', { name: 'Tiramisu, $6.00' })).toBeEnabled();
  });

  it('says Restaurant not found, with a way home, for an unknown id', async () => {
    answerFetch(() => json({ message: 'Restaurant not found' }, 404));
    const { user } = renderPage('/detail/no-such-id');
    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeVisible();
    expect(screen.queryByText('Failed to get restaurant')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find another restaurant' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('says Failed to get restaurant when the call fails', async () => {
    answerFetch(() => json({ message: 'Too many requests' }, 429));
    renderPage();
    expect(await screen.findByText('Failed to get restaurant')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Restaurant not found' })).not.toBeInTheDocument();
  });

  it.each([
    ['loaded', () => json(savedRestaurant()), 'Menu'],
    ['not found', () => json({ message: 'Restaurant not found' }, 404), 'Restaurant not found'],
  ])('has no axe violations when %s', async (_state, answer, heading) => {
    answerFetch(answer);
    const { container } = renderPage();
    await screen.findByRole('heading', { name: heading });
    expect((await axe(container)).violations).toEqual([]);
  });
});

describe('RestaurantDetail', () => {
  it('hands the pressed menu item to onAddToCart and shows the order card', async () => {
    const onAddToCart = jest.fn();
    const { user } = renderWithProviders(
      <RestaurantDetail
        restaurant={savedRestaurant()}
        onAddToCart={onAddToCart}
        orderSummary={<p>Your Order</p>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Tiramisu, $6.00' }));
    expect(onAddToCart).toHaveBeenCalledWith(savedRestaurant().menuItems[1]);
    expect(screen.getByRole('complementary', { name: 'Your order' })).toHaveTextContent(
      'Your Order',
    );
  });
});
