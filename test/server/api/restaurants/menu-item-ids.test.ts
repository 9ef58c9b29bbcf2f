import { keptMenuItemIds } from '@server/api/restaurants/menu-item-ids';

const saved = [
  { id: 'soup-1', name: 'Soup' },
  { id: 'bread', name: 'Bread' },
  { id: 'soup-2', name: 'Soup' },
];
const item = (name: string, _id?: string) => ({ name, price: 100, ...(_id ? { _id } : {}) });

describe('keptMenuItemIds', () => {
  it('keeps an id that is sent', () => {
    expect(keptMenuItemIds([item('Toast', 'bread')], saved)).toEqual(['bread']);
  });

  it('gives an item sent without id the id of the saved item of the same name', () => {
    expect(keptMenuItemIds([item('Bread'), item('Cake')], saved)).toEqual(['bread', undefined]);
  });

  it('matches names exactly', () => {
    expect(keptMenuItemIds([item('bread'), item('Bread ')], saved)).toEqual([undefined, undefined]);
  });

  it('matches each saved item at most once, in menu order', () => {
    expect(keptMenuItemIds([item('Soup'), item('Soup'), item('Soup')], saved)).toEqual([
      'soup-1',
      'soup-2',
      undefined,
    ]);
  });

  it('leaves an id that another item sends to that item', () => {
    expect(keptMenuItemIds([item('Bread'), item('Rye', 'bread')], saved)).toEqual([
      undefined,
      'bread',
    ]);
    expect(keptMenuItemIds([item('Soup'), item('Broth', 'soup-1')], saved)).toEqual([
      'soup-2',
      'soup-1',
    ]);
  });
});
