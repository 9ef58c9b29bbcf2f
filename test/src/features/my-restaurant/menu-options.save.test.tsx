import { screen, within } from '@testing-library/react';
import { savedRestaurant } from '../restaurant/restaurant-fixtures';
import {
  BASIL_ID,
  EXTRAS_ID,
  inChoice,
  inGroup,
  LARGE_ID,
  MEDIUM_ID,
  menuItem,
  OLIVES_ID,
  PIZZA_ID,
  renderForm,
  restaurantWithOptions,
  sentItem,
  SIZE_ID,
  SMALL_ID,
  submit,
} from './menu-options-kit';

// Typing whole forms takes seconds when the machine is busy; these are not timing tests.
jest.setTimeout(60_000);

const item = (n: number) => within(menuItem(n));

describe('a saved item’s description, tags, allergens and options', () => {
  it('load into the form, money in dollars', () => {
    renderForm(restaurantWithOptions());
    expect(item(1).getByLabelText('Description')).toHaveValue('Tomato, mozzarella, basil');
    expect(item(1).getByLabelText('Description')).toHaveAccessibleDescription(
      '25 of 300 characters',
    );
    expect(item(1).getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    expect(item(1).getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
    expect(item(1).getByText('Cereals containing gluten, Milk')).toBeVisible();
    expect(item(1).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(item(1).getByRole('checkbox', { name: 'Eggs' })).not.toBeChecked();

    expect(inGroup(1, 1).getByLabelText('Group name')).toHaveValue('Size');
    expect(inGroup(1, 1).getByRole('checkbox', { name: 'Required' })).toBeChecked();
    expect(inGroup(1, 1).getByLabelText('Minimum choices')).toHaveValue(1);
    expect(inGroup(1, 1).getByLabelText('Maximum choices')).toHaveValue(1);
    expect(inGroup(1, 1).getByText('Customers read: Choose 1')).toBeVisible();
    expect(inChoice(1, 1, 3).getByLabelText('Choice name')).toHaveValue('Large');
    expect(inChoice(1, 1, 3).getByLabelText('Choice price ($)')).toHaveValue('4.00');

    expect(inGroup(1, 2).getByLabelText('Group name')).toHaveValue('Extras');
    expect(inGroup(1, 2).getByRole('checkbox', { name: 'Required' })).not.toBeChecked();
    expect(inGroup(1, 2).getByText('Customers read: Choose up to 2')).toBeVisible();
    expect(inChoice(1, 2, 2).getByRole('switch', { name: 'Available: Basil' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    expect(item(2).getByLabelText('Description')).toHaveValue('');
    expect(item(2).queryByRole('group', { name: /^Option group/ })).not.toBeInTheDocument();
    expect(item(2).getByText('none')).toBeVisible();
  });

  it('are sent back as they were, every id kept', async () => {
    const { user, onSave } = renderForm(restaurantWithOptions());
    await user.click(submit());
    expect(onSave).toHaveBeenCalledTimes(1);
    const group = (j: number) => `menuItems[0][optionGroups][${j}]`;
    const choice = (j: number, k: number) => `${group(j)}[choices][${k}]`;
    expect(sentItem(onSave, 0)).toEqual([
      ['menuItems[0][_id]', PIZZA_ID],
      ['menuItems[0][name]', 'Margherita'],
      ['menuItems[0][price]', '1000'],
      ['menuItems[0][available]', 'true'],
      ['menuItems[0][description]', 'Tomato, mozzarella, basil'],
      ['menuItems[0][dietary][0]', 'vegetarian'],
      ['menuItems[0][allergens][0]', 'gluten'],
      ['menuItems[0][allergens][1]', 'milk'],
      [`${group(0)}[_id]`, SIZE_ID],
      [`${group(0)}[name]`, 'Size'],
      [`${group(0)}[required]`, 'true'],
      [`${group(0)}[minChoices]`, '1'],
      [`${group(0)}[maxChoices]`, '1'],
      [`${choice(0, 0)}[_id]`, SMALL_ID],
      [`${choice(0, 0)}[name]`, 'Small'],
      [`${choice(0, 0)}[price]`, '0'],
      [`${choice(0, 0)}[available]`, 'true'],
      [`${choice(0, 1)}[_id]`, MEDIUM_ID],
      [`${choice(0, 1)}[name]`, 'Medium'],
      [`${choice(0, 1)}[price]`, '200'],
      [`${choice(0, 1)}[available]`, 'true'],
      [`${choice(0, 2)}[_id]`, LARGE_ID],
      [`${choice(0, 2)}[name]`, 'Large'],
      [`${choice(0, 2)}[price]`, '400'],
      [`${choice(0, 2)}[available]`, 'true'],
      [`${group(1)}[_id]`, EXTRAS_ID],
      [`${group(1)}[name]`, 'Extras'],
      [`${group(1)}[required]`, 'false'],
      [`${group(1)}[minChoices]`, '0'],
      [`${group(1)}[maxChoices]`, '2'],
      [`${choice(1, 0)}[_id]`, OLIVES_ID],
      [`${choice(1, 0)}[name]`, 'Olives'],
      [`${choice(1, 0)}[price]`, '150'],
      [`${choice(1, 0)}[available]`, 'true'],
      [`${choice(1, 1)}[_id]`, BASIL_ID],
      [`${choice(1, 1)}[name]`, 'Basil'],
      [`${choice(1, 1)}[price]`, '50'],
      [`${choice(1, 1)}[available]`, 'false'],
    ]);
  });

  it('sends none as empty text once the owner clears them, so the server clears them too', async () => {
    const { user, onSave } = renderForm(restaurantWithOptions());
    await user.clear(item(1).getByLabelText('Description'));
    await user.click(item(1).getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(item(1).getByRole('checkbox', { name: 'Cereals containing gluten' }));
    await user.click(item(1).getByRole('checkbox', { name: 'Milk' }));
    await user.click(item(1).getByRole('button', { name: 'Remove group Extras' }));
    expect(item(1).getByRole('button', { name: 'Add option group' })).toHaveFocus();
    await user.click(item(1).getByRole('button', { name: 'Remove group Size' }));
    expect(item(1).getByText('none')).toBeVisible();

    await user.click(submit());
    expect(sentItem(onSave, 0)).toEqual([
      ['menuItems[0][_id]', PIZZA_ID],
      ['menuItems[0][name]', 'Margherita'],
      ['menuItems[0][price]', '1000'],
      ['menuItems[0][available]', 'true'],
      ['menuItems[0][description]', ''],
      ['menuItems[0][dietary]', ''],
      ['menuItems[0][allergens]', ''],
      ['menuItems[0][optionGroups]', ''],
    ]);
  });

  it('keeps the ids of what stays when choices are removed and added', async () => {
    const { user, onSave } = renderForm(restaurantWithOptions());
    await user.click(inGroup(1, 1).getByRole('button', { name: 'Remove choice Small' }));
    expect(inGroup(1, 1).getByRole('button', { name: 'Add choice to Size' })).toHaveFocus();
    await user.click(inGroup(1, 1).getByRole('button', { name: 'Add choice to Size' }));
    expect(inChoice(1, 1, 3).getByLabelText('Choice name')).toHaveFocus();
    await user.keyboard('Family');
    await user.type(inChoice(1, 1, 3).getByLabelText('Choice price ($)'), '7.5');

    await user.click(submit());
    const prefix = 'menuItems[0][optionGroups][0][choices]';
    const choices = sentItem(onSave, 0).filter(([name]) => name.startsWith(prefix));
    expect(choices.map(([name, value]) => [name.slice(prefix.length), value])).toEqual([
      ['[0][_id]', MEDIUM_ID],
      ['[0][name]', 'Medium'],
      ['[0][price]', '200'],
      ['[0][available]', 'true'],
      ['[1][_id]', LARGE_ID],
      ['[1][name]', 'Large'],
      ['[1][price]', '400'],
      ['[1][available]', 'true'],
      ['[2][name]', 'Family'],
      ['[2][price]', '750'],
      ['[2][available]', 'true'],
    ]);
  });
});

describe('a new item with options, as a pizzeria adds one', () => {
  it('sends a required Size (+$0/+$2/+$4) and optional Extras (up to 2), with its tags', async () => {
    const { user, onSave } = renderForm(savedRestaurant());
    await user.click(screen.getByRole('button', { name: 'Add Menu Item' }));
    await user.type(item(3).getByLabelText('Item name'), 'Diavola');
    await user.type(item(3).getByLabelText('Price ($)'), '11');
    await user.type(item(3).getByLabelText('Description'), 'Spicy salami');
    await user.click(item(3).getByRole('checkbox', { name: 'Spicy' }));
    await user.click(item(3).getByRole('checkbox', { name: 'Milk' }));

    await user.click(item(3).getByRole('button', { name: 'Add option group' }));
    expect(inGroup(3, 1).getByLabelText('Group name')).toHaveFocus();
    await user.keyboard('Size');
    // A new group is required, one choice of one blank choice.
    expect(inGroup(3, 1).getByRole('checkbox', { name: 'Required' })).toBeChecked();
    for (const [n, name, price] of [
      [1, 'Small', '0'],
      [2, 'Medium', '2'],
      [3, 'Large', '4'],
    ] as const) {
      if (n > 1)
        await user.click(inGroup(3, 1).getByRole('button', { name: 'Add choice to Size' }));
      await user.type(inChoice(3, 1, n).getByLabelText('Choice name'), name);
      await user.type(inChoice(3, 1, n).getByLabelText('Choice price ($)'), price);
    }

    await user.click(item(3).getByRole('button', { name: 'Add option group' }));
    await user.keyboard('Extras');
    await user.type(inChoice(3, 2, 1).getByLabelText('Choice name'), 'Olives');
    await user.type(inChoice(3, 2, 1).getByLabelText('Choice price ($)'), '1.50');
    await user.click(inGroup(3, 2).getByRole('button', { name: 'Add choice to Extras' }));
    await user.type(inChoice(3, 2, 2).getByLabelText('Choice name'), 'Rocket');
    await user.type(inChoice(3, 2, 2).getByLabelText('Choice price ($)'), '1');
    await user.click(inGroup(3, 2).getByRole('button', { name: 'Add choice to Extras' }));
    await user.type(inChoice(3, 2, 3).getByLabelText('Choice name'), 'Chilli oil');
    await user.type(inChoice(3, 2, 3).getByLabelText('Choice price ($)'), '0.5');
    // Optional: none needed, up to all three; the owner allows two.
    await user.click(inGroup(3, 2).getByRole('checkbox', { name: 'Required' }));
    expect(inGroup(3, 2).getByLabelText('Minimum choices')).toHaveValue(0);
    expect(inGroup(3, 2).getByLabelText('Maximum choices')).toHaveValue(3);
    await user.clear(inGroup(3, 2).getByLabelText('Maximum choices'));
    await user.type(inGroup(3, 2).getByLabelText('Maximum choices'), '2');
    expect(inGroup(3, 2).getByText('Customers read: Choose up to 2')).toBeVisible();

    await user.click(submit());
    expect(onSave).toHaveBeenCalledTimes(1);
    const sent = Object.fromEntries(sentItem(onSave, 2));
    const group = (j: number) => `menuItems[2][optionGroups][${j}]`;
    expect(sent).toEqual({
      'menuItems[2][name]': 'Diavola',
      'menuItems[2][price]': '1100',
      'menuItems[2][available]': 'true',
      'menuItems[2][description]': 'Spicy salami',
      'menuItems[2][dietary][0]': 'spicy',
      'menuItems[2][allergens][0]': 'milk',
      [`${group(0)}[name]`]: 'Size',
      [`${group(0)}[required]`]: 'true',
      [`${group(0)}[minChoices]`]: '1',
      [`${group(0)}[maxChoices]`]: '1',
      [`${group(0)}[choices][0][name]`]: 'Small',
      [`${group(0)}[choices][0][price]`]: '0',
      [`${group(0)}[choices][0][available]`]: 'true',
      [`${group(0)}[choices][1][name]`]: 'Medium',
      [`${group(0)}[choices][1][price]`]: '200',
      [`${group(0)}[choices][1][available]`]: 'true',
      [`${group(0)}[choices][2][name]`]: 'Large',
      [`${group(0)}[choices][2][price]`]: '400',
      [`${group(0)}[choices][2][available]`]: 'true',
      [`${group(1)}[name]`]: 'Extras',
      [`${group(1)}[required]`]: 'false',
      [`${group(1)}[minChoices]`]: '0',
      [`${group(1)}[maxChoices]`]: '2',
      [`${group(1)}[choices][0][name]`]: 'Olives',
      [`${group(1)}[choices][0][price]`]: '150',
      [`${group(1)}[choices][0][available]`]: 'true',
      [`${group(1)}[choices][1][name]`]: 'Rocket',
      [`${group(1)}[choices][1][price]`]: '100',
      [`${group(1)}[choices][1][available]`]: 'true',
      [`${group(1)}[choices][2][name]`]: 'Chilli oil',
      [`${group(1)}[choices][2][price]`]: '50',
      [`${group(1)}[choices][2][available]`]: 'true',
    });
  });
});
