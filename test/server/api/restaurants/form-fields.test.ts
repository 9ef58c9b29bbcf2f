import { FieldNameError, unflattenFields } from '@server/api/restaurants/form-fields';

describe('unflattenFields', () => {
  it('reads plain, indexed and nested names', () => {
    expect(
      unflattenFields([
        ['restaurantName', 'Pasta Place'],
        ['cuisines[0]', 'Italian'],
        ['cuisines[1]', 'Pasta'],
        ['menuItems[0][name]', 'Soup'],
        ['menuItems[0][price]', '450'],
        ['menuItems[1][_id]', 'abc'],
        ['menuItems[1][name]', 'Bread'],
      ]),
    ).toEqual({
      restaurantName: 'Pasta Place',
      cuisines: ['Italian', 'Pasta'],
      menuItems: [
        { name: 'Soup', price: '450' },
        { _id: 'abc', name: 'Bread' },
      ],
    });
  });

  it('orders indexes numerically and closes gaps', () => {
    expect(
      unflattenFields([
        ['cuisines[10]', 'c'],
        ['cuisines[2]', 'b'],
        ['cuisines[0]', 'a'],
      ]),
    ).toEqual({ cuisines: ['a', 'b', 'c'] });
  });

  it('collects `name[]` and repeated plain names into arrays', () => {
    expect(
      unflattenFields([
        ['cuisines[]', 'Pizza'],
        ['cuisines[]', 'Sushi'],
        ['tag', 'x'],
        ['tag', 'y'],
      ]),
    ).toEqual({ cuisines: ['Pizza', 'Sushi'], tag: ['x', 'y'] });
  });

  it("reads a menu item's option groups and choices, seven names deep", () => {
    expect(
      unflattenFields([
        ['menuItems[0][name]', 'Pizza'],
        ['menuItems[0][optionGroups][0][name]', 'Size'],
        ['menuItems[0][optionGroups][0][choices][0][name]', 'Small'],
        ['menuItems[0][optionGroups][0][choices][1][name]', 'Large'],
        ['menuItems[0][optionGroups][0][choices][1][price]', '400'],
        ['menuItems[0][optionGroups][1][choices][0][name]', 'Olives'],
      ]),
    ).toEqual({
      menuItems: [
        {
          name: 'Pizza',
          optionGroups: [
            { name: 'Size', choices: [{ name: 'Small' }, { name: 'Large', price: '400' }] },
            { choices: [{ name: 'Olives' }] },
          ],
        },
      ],
    });
  });

  it('reads a list of one as a list, indexed or with []', () => {
    expect(
      unflattenFields([
        ['menuItems[0][dietary][0]', 'vegan'],
        ['menuItems[0][allergens][]', 'milk'],
        ['menuItems[0][optionGroups][0][choices][0][name]', 'Cola'],
      ]),
    ).toEqual({
      menuItems: [
        {
          dietary: ['vegan'],
          allergens: ['milk'],
          optionGroups: [{ choices: [{ name: 'Cola' }] }],
        },
      ],
    });
  });

  it('keeps __proto__ an ordinary key', () => {
    const result = unflattenFields([['menuItems[0][__proto__]', 'polluted']]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  it.each([
    'menuItems[0][name',
    'menuItems]0[',
    '[0]',
    '0[name]',
    'cuisines[1000]',
    'a[b-c]',
    'menuItems[0][optionGroups][0][choices][0][name][x]',
    'menuItems[0][optionGroups][0][choices][1000][name]',
  ])('refuses the name %s', (name) => {
    expect(() => unflattenFields([[name, 'x']])).toThrow(FieldNameError);
  });
});
