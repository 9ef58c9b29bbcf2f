import { screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { Route, Routes } from 'react-router-dom';
import RestaurantDetailPage from '@/app/pages/restaurant-detail-page';
import { renderWithProviders } from '@test/render-with-providers';
import type { Answer } from '../../msw/answer';
import { getRestaurant } from '../../msw/handlers/restaurant';
import { routesSent, sentRequests, server } from '../../msw/server';
import {
  closedUntil,
  fixToday,
  PAUSED,
  readOpening,
  savedRestaurant,
} from '../../features/restaurant/restaurant-fixtures';

const FOUND: Answer = { status: 200, body: savedRestaurant() };
const NOT_FOUND: Answer = { status: 404, body: { message: 'Restaurant not found' } };

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
    server.use(getRestaurant(FOUND));
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
    expect(routesSent()).toEqual([`GET /api/restaurant/${ID}`]);
    expect(sentRequests()[0].authorization).toBeNull();
  });

  it('shows the banner with its size set, so nothing moves when it arrives', async () => {
    server.use(getRestaurant(FOUND));
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const banner = container.querySelector('picture > img')!;
    expect(banner).toHaveAttribute('src', savedRestaurant().imageUrl);
    expect(banner).toHaveAttribute('srcset', savedRestaurant().imageSrcSet);
    expect(banner).toHaveAttribute('alt', '');
    expect(banner).toHaveAttribute('width', '1280');
    expect(banner).toHaveAttribute('height', '720');
    const avif = container.querySelector('picture > source')!;
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', savedRestaurant().imageSrcSetAvif);
    expect(avif.getAttribute('sizes')).toBe(banner.getAttribute('sizes'));
    expect(banner.getAttribute('sizes')).toBe(
      '(min-width: 1200px) 1152px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)',
    );
  });

  it('fetches the banner at once and before other images: it is what the page opens on', async () => {
    server.use(getRestaurant(FOUND));
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const banner = container.querySelector('picture > img')!;
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
  });

  it('lists the menu as buttons with prices in dollars and cents', async () => {
    server.use(getRestaurant(FOUND));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Margherita, $12.50' })).toHaveTextContent(
      'Margherita$12.50',
    );
    expect(screen.getByRole('button', { name: 'Tiramisu, $6.00' })).toBeEnabled();
  });

  it('says Restaurant not found, with a way home, for an unknown id', async () => {
    server.use(getRestaurant(NOT_FOUND));
    const { user } = renderPage('/detail/no-such-id');
    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeVisible();
    expect(screen.queryByText('Failed to get restaurant')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find another restaurant' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('says Failed to get restaurant when the call fails', async () => {
    server.use(getRestaurant({ status: 429, body: { message: 'Too many requests' } }));
    renderPage();
    expect(await screen.findByText('Failed to get restaurant')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Restaurant not found' })).not.toBeInTheDocument();
  });

  it.each([
    ['loaded', FOUND, 'Menu'],
    ['not found', NOT_FOUND, 'Restaurant not found'],
  ])('has no axe violations when %s', async (_state, answer, heading) => {
    server.use(getRestaurant(answer));
    const { container } = renderPage();
    await screen.findByRole('heading', { name: heading });
    expect((await axe(container)).violations).toEqual([]);
  });

  describe('when the restaurant takes no orders now', () => {
    afterEach(() => jest.useRealTimers());
    /** What shows under the restaurant's name (the checkout repeats it under its button). */
    const noteUnderName = async () =>
      (await screen.findByRole('heading', { level: 1 })).nextElementSibling;

    it('says when it opens: the time alone later today, with the weekday on another day', async () => {
      fixToday('2025-06-16T09:00:00');
      const laterToday = new Date('2025-06-16T18:30:00').toISOString();
      server.use(getRestaurant({ status: 200, body: savedRestaurant(closedUntil(laterToday)) }));
      const today = renderPage();
      const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
      expect(await noteUnderName()).toHaveTextContent(
        `Closed · opens ${time.format(new Date(laterToday))}`,
      );
      today.unmount();

      const friday = new Date('2025-06-20T11:00:00').toISOString();
      server.use(getRestaurant({ status: 200, body: savedRestaurant(closedUntil(friday)) }));
      renderPage();
      expect(await noteUnderName()).toHaveTextContent(`Closed · opens ${readOpening(friday)}`);
      // The menu can still be read and ordered from.
      expect(screen.getByRole('button', { name: 'Margherita, $12.50' })).toBeEnabled();
    });

    it('says it is not taking orders while paused', async () => {
      server.use(getRestaurant({ status: 200, body: savedRestaurant(PAUSED) }));
      renderPage();
      expect(await noteUnderName()).toHaveTextContent(/^Not taking orders right now$/);
    });

    it('says nothing of the kind while it is open', async () => {
      server.use(getRestaurant(FOUND));
      renderPage();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByText(/^Closed|Not taking orders/)).not.toBeInTheDocument();
    });
  });
});
