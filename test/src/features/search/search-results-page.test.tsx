import { screen, waitFor, within } from '@testing-library/react';
import { failSearches, makeRestaurant, serveSearches } from '../../msw/handlers/search';
import {
  busyFor,
  closedUntil,
  fixToday,
  PAUSED,
  readOpening,
} from '../restaurant/restaurant-fixtures';
import { renderSearchPage } from './render-search-page';

// Several navigations per test, each a render and a request: room for a busy machine.
jest.setTimeout(20_000);

const address = () => screen.getByTestId('address').textContent;
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const cards = () =>
  within(screen.getByRole('list', { name: /^Restaurants in/ })).getAllByRole('link');
const pagination = () => within(screen.getByRole('navigation', { name: 'Pagination' }));

describe('the results page', () => {
  it('asks the API for the city and the state in the address', async () => {
    const seen = serveSearches(25);
    renderSearchPage(
      '/search/london?searchQuery=pie&page=2&selectedCuisines=Pizza,BBQ&sortOption=deliveryPrice',
    );

    await heading('25 Restaurants found in london');
    expect(seen).toHaveLength(1);
    expect(seen[0].city).toBe('london');
    expect(Object.fromEntries(seen[0].query)).toEqual({
      searchQuery: 'pie',
      page: '2',
      selectedCuisines: 'BBQ,Pizza',
      sortOption: 'deliveryPrice',
    });
    expect(screen.getByPlaceholderText('Search by Cuisine or Restaurant Name')).toHaveValue('pie');
    expect(screen.getByRole('combobox', { name: 'Sort by:' })).toHaveDisplayValue('Delivery price');
    expect(screen.getByRole('checkbox', { name: 'Pizza' })).toBeChecked();
  });

  it('shows a loading state, then the count, the city and a way back to choose another', async () => {
    serveSearches(25);
    const { user } = renderSearchPage('/search/Leeds');
    expect(screen.getByRole('status')).toHaveTextContent('Loading restaurants');

    await heading('25 Restaurants found in Leeds');
    await user.click(screen.getByRole('link', { name: 'Change Location' }));
    expect(address()).toBe('/');
  });

  it('shows each restaurant as a card linking to its page', async () => {
    serveSearches(3);
    const { user } = renderSearchPage('/search/london');
    await heading('3 Restaurants found in london');

    expect(cards()).toHaveLength(3);
    const first = cards()[0];
    expect(within(first).getByRole('heading', { name: 'Restaurant 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Pizza');
    expect(first).toHaveTextContent('21 mins');
    expect(first).toHaveTextContent('Delivery from $2.51');
    const image = first.querySelector('picture > img')!;
    expect(image).toHaveAttribute('src', 'http://api.test/images/r-1/1280.webp');
    expect(image).toHaveAttribute('srcset', makeRestaurant(1).imageSrcSet);
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    const avif = first.querySelector('picture > source')!;
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', makeRestaurant(1).imageSrcSetAvif);
    expect(avif.getAttribute('sizes')).toBe(image.getAttribute('sizes'));
    expect(image.getAttribute('sizes')).toMatch(
      /^\(min-width: 1200px\) 336px, .*, calc\(100vw - 48px\)$/,
    );

    await user.click(first);
    expect(await heading('Detail of r-1')).toBeInTheDocument();
  });

  it("fetches the first card's image at once and first, the others when scrolled near", async () => {
    serveSearches(3);
    renderSearchPage('/search/london');
    await heading('3 Restaurants found in london');

    const [first, ...rest] = cards().map((card) => card.querySelector('img')!);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it("says 'No results found' when the city has no restaurants", async () => {
    serveSearches(0);
    renderSearchPage('/search/atlantis');
    await heading('0 Restaurants found in atlantis');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("says 'No results found' and asks nothing when the city is blank", async () => {
    const seen = serveSearches(25);
    renderSearchPage('/search/%20%20');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it("says 'Failed to get restaurant' when the search fails", async () => {
    failSearches(400);
    renderSearchPage('/search/london?sortOption=cheapest');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get restaurant');
    expect(screen.queryByText(/Restaurants found/)).not.toBeInTheDocument();
  });
});

describe('pagination', () => {
  it('hides Previous on page 1 and marks the current page', async () => {
    serveSearches(25);
    renderSearchPage('/search/london');
    await heading(/found in london/);

    expect(pagination().queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(pagination().getByRole('link', { name: 'Next' })).toBeInTheDocument();
    expect(
      pagination()
        .getAllByRole('link', { name: /^Page/ })
        .map((l) => l.textContent),
    ).toEqual(['1', '2', '3']);
    expect(pagination().getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(pagination().getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('hides Next on the last page and shows Previous', async () => {
    serveSearches(25);
    renderSearchPage('/search/london?page=3');
    await heading(/found in london/);

    expect(pagination().queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(pagination().getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(pagination().getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(cards()).toHaveLength(5);
  });

  it('shows both in the middle and no pagination for a single page', async () => {
    serveSearches((city) => (city === 'york' ? 4 : 25));
    const { user } = renderSearchPage('/search/london?page=2');
    await heading(/found in london/);
    expect(pagination().getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(pagination().getByRole('link', { name: 'Next' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Change Location' }));
    expect(address()).toBe('/');
    renderSearchPage('/search/york');
    await heading('4 Restaurants found in york');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('keeps the filters when the page changes, and Back returns to the page before', async () => {
    const seen = serveSearches(25);
    const { user } = renderSearchPage(
      '/search/london?selectedCuisines=Pizza&sortOption=deliveryPrice',
    );
    await heading(/found in london/);

    await user.click(pagination().getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Restaurant 11'));
    expect(address()).toBe('/search/london?page=2&selectedCuisines=Pizza&sortOption=deliveryPrice');
    expect(Object.fromEntries(seen.at(-1)!.query)).toMatchObject({
      page: '2',
      selectedCuisines: 'Pizza',
      sortOption: 'deliveryPrice',
    });

    await user.click(pagination().getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Restaurant 21'));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Restaurant 11'));
    expect(address()).toBe('/search/london?page=2&selectedCuisines=Pizza&sortOption=deliveryPrice');
    expect(screen.getByRole('checkbox', { name: 'Pizza' })).toBeChecked();
  });
});

describe('changing the search goes back to page 1', () => {
  const start = '/search/london?searchQuery=pie&page=3&sortOption=estimatedDeliveryTime';

  it('when the text changes', async () => {
    serveSearches(25);
    const { user } = renderSearchPage(start);
    await heading(/found in london/);
    const field = screen.getByPlaceholderText('Search by Cuisine or Restaurant Name');

    await user.clear(field);
    await user.type(field, 'curry{Enter}');
    await waitFor(() =>
      expect(address()).toBe('/search/london?searchQuery=curry&sortOption=estimatedDeliveryTime'),
    );
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Restaurant 1'));
  });

  it('when the text is reset', async () => {
    serveSearches(25);
    const { user } = renderSearchPage(start);
    await heading(/found in london/);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(address()).toBe('/search/london?sortOption=estimatedDeliveryTime');
    expect(screen.getByPlaceholderText('Search by Cuisine or Restaurant Name')).toHaveValue('');
  });

  it('when a cuisine is picked or dropped', async () => {
    serveSearches(25);
    const { user } = renderSearchPage(start);
    await heading(/found in london/);

    await user.click(screen.getByRole('checkbox', { name: 'Chinese' }));
    expect(address()).toBe(
      '/search/london?searchQuery=pie&selectedCuisines=Chinese&sortOption=estimatedDeliveryTime',
    );
    await user.click(screen.getByRole('checkbox', { name: 'BBQ' }));
    expect(address()).toContain('selectedCuisines=BBQ,Chinese&');

    await user.click(pagination().getByRole('link', { name: 'Page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: 'BBQ' }));
    expect(address()).toBe(
      '/search/london?searchQuery=pie&selectedCuisines=Chinese&sortOption=estimatedDeliveryTime',
    );
  });

  it('when the sort changes', async () => {
    serveSearches(25);
    const { user } = renderSearchPage(start);
    await heading(/found in london/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by:' }), 'Delivery price');
    expect(address()).toBe('/search/london?searchQuery=pie&sortOption=deliveryPrice');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by:' }), 'Best match');
    expect(address()).toBe('/search/london?searchQuery=pie');
  });

  it('and Back restores the state before the change', async () => {
    serveSearches(25);
    const { user } = renderSearchPage(start);
    await heading(/found in london/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by:' }), 'Delivery price');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(address()).toBe(start);
    expect(screen.getByPlaceholderText('Search by Cuisine or Restaurant Name')).toHaveValue('pie');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by:' })).toHaveDisplayValue(
        'Delivery time',
      ),
    );
  });
});

describe('the Open now filter', () => {
  const openNow = () => screen.getByRole('checkbox', { name: 'Open now' });

  it('keeps only restaurants taking orders, in the address, from page 1', async () => {
    serveSearches(25);
    const { user } = renderSearchPage('/search/london?page=3&sortOption=deliveryPrice');
    await heading(/found in london/);
    expect(openNow()).not.toBeChecked();

    await user.click(openNow());
    expect(address()).toBe('/search/london?sortOption=deliveryPrice&openNow=true');
    expect(openNow()).toBeChecked();
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Restaurant 1'));

    await user.click(openNow());
    expect(address()).toBe('/search/london?sortOption=deliveryPrice');
    expect(openNow()).not.toBeChecked();
  });

  it('is checked when the address asks for it, and Back unchecks it', async () => {
    serveSearches(25);
    const { user } = renderSearchPage('/search/london?openNow=true');
    await heading(/found in london/);
    expect(openNow()).toBeChecked();
    await user.click(pagination().getByRole('link', { name: 'Page 2' }));
    expect(address()).toBe('/search/london?page=2&openNow=true');
    await user.click(openNow());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(openNow()).toBeChecked());
  });

  it('asks the API for open restaurants only', async () => {
    const seen = serveSearches(25);
    renderSearchPage('/search/london?openNow=true');
    await heading(/found in london/);
    expect(seen.at(-1)!.query.get('openNow')).toBe('true');
  });
});

describe('a restaurant that takes no orders now', () => {
  afterEach(() => jest.useRealTimers());

  it('says on its card when it opens, or that it is paused, and can still be opened', async () => {
    fixToday('2025-06-16T12:00:00Z');
    const opensAt = '2025-06-18T17:00:00Z';
    serveSearches(
      3,
      (index) =>
        [
          makeRestaurant(1),
          { ...makeRestaurant(2), ...closedUntil(opensAt) },
          { ...makeRestaurant(3), ...PAUSED },
        ][index - 1],
    );
    const { user } = renderSearchPage('/search/london');
    await heading('3 Restaurants found in london');

    const [open, closed, paused] = cards();
    expect(open).not.toHaveTextContent(/Closed|Not taking orders/);
    expect(within(closed).getByText(`Closed · opens ${readOpening(opensAt)}`)).toBeVisible();
    expect(within(paused).getByText('Not taking orders right now')).toBeVisible();

    await user.click(paused);
    expect(await heading('Detail of r-3')).toBeInTheDocument();
  });
});

describe('the Dietary filter', () => {
  const dietary = () => within(screen.getByRole('list', { name: 'Dietary' }));
  const box = (name: string) => dietary().getByRole('checkbox', { name });

  it('offers vegetarian, vegan and gluten free beside the cuisines', async () => {
    serveSearches(3);
    renderSearchPage('/search/london');
    await heading(/found in london/);
    const filters = within(screen.getByRole('complementary', { name: 'Filters' }));
    expect(filters.getByRole('heading', { name: 'Filter by cuisine' })).toBeInTheDocument();
    expect(filters.getByRole('heading', { name: 'Dietary' })).toBeInTheDocument();
    expect(
      dietary()
        .getAllByRole('checkbox')
        .map((checkbox) => checkbox.closest('label')!.textContent),
    ).toEqual(['Vegetarian', 'Vegan', 'Gluten free']);
    for (const checkbox of dietary().getAllByRole('checkbox')) expect(checkbox).not.toBeChecked();
  });

  it('keeps the chosen tags in the address with the other filters, from page 1', async () => {
    const seen = serveSearches(25);
    const { user } = renderSearchPage(
      '/search/london?page=2&selectedCuisines=Pizza&sortOption=deliveryPrice',
    );
    await heading(/found in london/);

    await user.click(box('Gluten free'));
    expect(address()).toBe(
      '/search/london?selectedCuisines=Pizza&dietary=glutenFree&sortOption=deliveryPrice',
    );
    await user.click(box('Vegan'));
    expect(address()).toBe(
      '/search/london?selectedCuisines=Pizza&dietary=vegan,glutenFree&sortOption=deliveryPrice',
    );
    expect(box('Vegan')).toBeChecked();
    expect(box('Gluten free')).toBeChecked();
    await waitFor(() =>
      expect(Object.fromEntries(seen.at(-1)!.query)).toEqual({
        page: '1',
        selectedCuisines: 'Pizza',
        dietary: 'vegan,glutenFree',
        sortOption: 'deliveryPrice',
      }),
    );

    await user.click(pagination().getByRole('link', { name: 'Page 2' }));
    expect(address()).toBe(
      '/search/london?page=2&selectedCuisines=Pizza&dietary=vegan,glutenFree&sortOption=deliveryPrice',
    );
    await waitFor(() => expect(seen.at(-1)!.query.get('page')).toBe('2'));
    expect(seen.at(-1)!.query.get('dietary')).toBe('vegan,glutenFree');

    await user.click(box('Vegan'));
    expect(address()).toBe(
      '/search/london?selectedCuisines=Pizza&dietary=glutenFree&sortOption=deliveryPrice',
    );
    await user.click(box('Gluten free'));
    expect(address()).toBe('/search/london?selectedCuisines=Pizza&sortOption=deliveryPrice');
    await waitFor(() => expect(seen.at(-1)!.query.has('dietary')).toBe(false));
  });

  it('is checked from the address, read in any case, and asks the API for it', async () => {
    const seen = serveSearches(25);
    const { user } = renderSearchPage('/search/london?dietary=VEGETARIAN,halal&openNow=true');
    await heading(/found in london/);
    expect(box('Vegetarian')).toBeChecked();
    expect(box('Vegan')).not.toBeChecked();
    expect(Object.fromEntries(seen[0].query)).toEqual({
      page: '1',
      dietary: 'vegetarian',
      sortOption: 'bestMatch',
      openNow: 'true',
    });

    await user.click(box('Vegan'));
    expect(address()).toBe('/search/london?dietary=vegetarian,vegan&openNow=true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(box('Vegan')).not.toBeChecked());
    expect(box('Vegetarian')).toBeChecked();
  });
});

describe('a busy restaurant on the results page', () => {
  it('shows its delivery time with the minutes busy mode adds, the others as they are', async () => {
    serveSearches(2, (index) =>
      index === 1 ? { ...makeRestaurant(1), ...busyFor(20) } : makeRestaurant(index),
    );
    renderSearchPage('/search/london');
    await heading('2 Restaurants found in london');
    expect(cards()[0]).toHaveTextContent('41 mins');
    expect(cards()[1]).toHaveTextContent('22 mins');
  });
});
