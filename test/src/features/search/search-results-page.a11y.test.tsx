import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { answerSearches, failSearches } from './search-fake-api';
import { renderSearchPage } from './render-search-page';

afterEach(() => jest.restoreAllMocks());

// axe walks the whole page several times per test; a busy machine needs more than the default.
jest.setTimeout(30_000);

describe('the results page', () => {
  it('has no axe violations with results, the filters open and closed, on a middle page', async () => {
    answerSearches(95);
    const { container, user } = renderSearchPage(
      '/search/london?page=5&selectedCuisines=Pizza&sortOption=deliveryPrice',
    );
    await screen.findByRole('heading', { name: '95 Restaurants found in london' });
    expect((await axe(container)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect((await axe(container)).violations).toEqual([]);
  });

  it('has no axe violations with no results and on failure', async () => {
    answerSearches(0);
    const empty = renderSearchPage('/search/atlantis');
    await screen.findByText('No results found');
    expect((await axe(empty.container)).violations).toEqual([]);
    empty.unmount();

    jest.restoreAllMocks();
    failSearches();
    const failed = renderSearchPage('/search/london');
    await screen.findByText('Failed to get restaurant');
    expect((await axe(failed.container)).violations).toEqual([]);
  });
});
