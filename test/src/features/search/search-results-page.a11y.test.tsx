import { screen } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { failSearches, makeRestaurant, serveSearches } from '../../msw/handlers/search';
import { closedUntil, PAUSED } from '../restaurant/restaurant-fixtures';
import { renderSearchPage } from './render-search-page';

// axe walks the whole page several times per test; a busy machine needs more than the default.
jest.setTimeout(30_000);

describe('the results page', () => {
  it('has no axe violations with results, the filters open and closed, on a middle page', async () => {
    serveSearches(95);
    const { container, user } = renderSearchPage(
      '/search/london?page=5&selectedCuisines=Pizza&sortOption=deliveryPrice',
    );
    await screen.findByRole('heading', { name: '95 Restaurants found in london' });
    expect((await axe(container)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect((await axe(container)).violations).toEqual([]);
  });

  it('has no axe violations with Open now ticked and closed and paused restaurants', async () => {
    serveSearches(3, (index) =>
      index === 1
        ? { ...makeRestaurant(index), ...closedUntil('2030-01-01T17:00:00Z') }
        : { ...makeRestaurant(index), ...PAUSED },
    );
    const { container } = renderSearchPage('/search/london?openNow=true');
    await screen.findByRole('heading', { name: '3 Restaurants found in london' });
    expect(screen.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
    expect((await axe(container)).violations).toEqual([]);
  });

  it('has no axe violations with no results and on failure', async () => {
    serveSearches(0);
    const empty = renderSearchPage('/search/atlantis');
    await screen.findByText('No results found');
    expect((await axe(empty.container)).violations).toEqual([]);
    empty.unmount();

    failSearches();
    const failed = renderSearchPage('/search/london');
    await screen.findByText('Failed to get restaurant');
    expect((await axe(failed.container)).violations).toEqual([]);
  });
});
