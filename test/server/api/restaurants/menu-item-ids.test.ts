import { keptIds } from '@server/api/restaurants/menu-item-ids';

const saved = [
  { id: 'soup-1', name: 'Soup' },
  { id: 'bread', name: 'Bread' },
  { id: 'soup-2', name: 'Soup' },
];
const item = (name: string, _id?: string) => ({ name, price: 100, ...(_id ? { _id } : {}) });

describe('keptIds', () => {
  it('keeps an id that is sent', () => {
    expect(keptIds([item('Toast', 'bread')], saved)).toEqual(['bread']);
  });

  it('gives an item sent without id the id of the saved item of the same name', () => {
    expect(keptIds([item('Bread'), item('Cake')], saved)).toEqual(['bread', undefined]);
  });

  it('matches names exactly', () => {
    expect(keptIds([item('bread'), item('Bread ')], saved)).toEqual([undefined, undefined]);
  });

  it('matches each saved item at most once, in menu order', () => {
    expect(keptIds([item('Soup'), item('Soup'), item('Soup')], saved)).toEqual([
      'soup-1',
      'soup-2',
      undefined,
    ]);
  });

  it('leaves an id that another item sends to that item', () => {
    expect(keptIds([item('Bread'), item('Rye', 'bread')], saved)).toEqual([undefined, 'bread']);
    expect(keptIds([item('Soup'), item('Broth', 'soup-1')], saved)).toEqual(['soup-2', 'soup-1']);
  });
});
