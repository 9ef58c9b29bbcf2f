import { screen, within } from '@testing-library/react';
import {
  choiceGroups,
  choicesText,
  orderLineKey,
  type LineChoice,
} from '@/components/order/choice-groups';
import { LineChoices } from '@/components/order/line-choices';
import { renderWithProviders } from '@test/render-with-providers';

const LARGE: LineChoice = { group: 'Size', name: 'Large', price: 400 };
const OLIVES: LineChoice = { group: 'Extras', name: 'Olives', price: 100 };
const MUSHROOMS: LineChoice = { group: 'Extras', name: 'Mushrooms', price: 150 };
const MILD: LineChoice = { group: 'Spice', name: 'Mild', price: 0 };

const rows = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('choiceGroups', () => {
  it('gathers the choices by group, groups in the order they first appear', () => {
    expect(choiceGroups([OLIVES, LARGE, MUSHROOMS])).toEqual([
      { group: 'Extras', choices: [OLIVES, MUSHROOMS] },
      { group: 'Size', choices: [LARGE] },
    ]);
    expect(choiceGroups([])).toEqual([]);
  });
});

describe('choicesText', () => {
  it("reads a line's choices on one line, prices only where asked and not nothing", () => {
    expect(choicesText([LARGE, OLIVES, MUSHROOMS])).toBe('Size: Large · Extras: Olives, Mushrooms');
    expect(choicesText([LARGE, MILD], true)).toBe('Size: Large (+$4.00) · Spice: Mild');
    expect(choicesText([])).toBe('');
  });
});

describe('orderLineKey', () => {
  it('tells the same dish with other choices apart, whatever their order', () => {
    const line = (...ids: string[]) => ({
      menuItemId: 'm1',
      choices: ids.map((_id) => ({ _id })),
    });
    expect(orderLineKey(line('a', 'b'))).toBe(orderLineKey(line('b', 'a')));
    expect(orderLineKey(line('a'))).not.toBe(orderLineKey(line('b')));
    expect(orderLineKey(line())).not.toBe(orderLineKey(line('a')));
  });
});

describe('LineChoices', () => {
  it('lists a group a row', () => {
    renderWithProviders(<LineChoices choices={[LARGE, OLIVES, MUSHROOMS]} />);
    expect(rows()).toEqual(['Size: Large', 'Extras: Olives, Mushrooms']);
  });

  it('adds the prices of those that cost more when asked', () => {
    renderWithProviders(<LineChoices choices={[LARGE, MILD]} withPrices />);
    expect(rows()).toEqual(['Size: Large (+$4.00)', 'Spice: Mild']);
  });

  it('shows nothing for a line without choices', () => {
    renderWithProviders(
      <p>
        Margherita x 2<LineChoices choices={[]} />
      </p>,
    );
    expect(screen.getByText('Margherita x 2').childElementCount).toBe(0);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
