import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Cuisine } from '@contract/cuisines';
import { CuisineFilter } from '@/features/search/cuisine-filter';
import { renderWithProviders } from '@test/render-with-providers';

/** The filter with its selection held as the page would hold it; reports every change. */
function renderFilter(initial: Cuisine[] = []) {
  const changes: Array<readonly Cuisine[]> = [];
  function Harness() {
    const [selected, setSelected] = useState<readonly Cuisine[]>(initial);
    return (
      <CuisineFilter
        selected={selected}
        onChange={(next) => {
          changes.push(next);
          setSelected(next);
        }}
      />
    );
  }
  return { ...renderWithProviders(<Harness />), changes };
}

const list = () => within(screen.getByRole('list', { name: 'Filter by cuisine' }));
const shownNames = () =>
  list()
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent);

describe('CuisineFilter', () => {
  it('shows the first 7 cuisines until View More, then all 26 until View Less', async () => {
    const { user } = renderFilter();
    expect(shownNames()).toEqual([
      'American',
      'BBQ',
      'Breakfast',
      'Burgers',
      'Cafe',
      'Chinese',
      'Desserts',
    ]);
    const more = screen.getByRole('button', { name: 'View More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(list().getAllByRole('checkbox')).toHaveLength(26);
    expect(shownNames().at(-1)).toBe('Vegan');
    const less = screen.getByRole('button', { name: 'View Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(list().getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'View More' })).toBeInTheDocument();
  });

  it('adds and removes cuisines, keeping the list order', async () => {
    const { user, changes } = renderFilter();
    await user.click(screen.getByRole('checkbox', { name: 'Chinese' }));
    await user.click(screen.getByRole('checkbox', { name: 'American' }));
    expect(screen.getByRole('checkbox', { name: 'Chinese' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Chinese' }));

    expect(changes).toEqual([['Chinese'], ['Chinese', 'American'], ['American']]);
    expect(screen.getByRole('checkbox', { name: 'Chinese' })).not.toBeChecked();
  });

  it('clears the whole selection with Reset Filters', async () => {
    const { user, changes } = renderFilter(['BBQ', 'Cafe']);
    expect(screen.getByRole('checkbox', { name: 'BBQ' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(changes).toEqual([[]]);
    expect(
      list()
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('opens by itself when a selected cuisine is past the first 7', () => {
    renderFilter(['Sushi']);
    expect(screen.getByRole('checkbox', { name: 'Sushi' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'View Less' })).toBeInTheDocument();
  });

  it('keeps a selected cuisine past the first 7 in sight when collapsed', async () => {
    const { user } = renderFilter(['Sushi']);
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(shownNames()).toHaveLength(8);
    expect(shownNames().at(-1)).toBe('Sushi');
    expect(screen.getByRole('checkbox', { name: 'Sushi' })).toBeChecked();
  });
});
