import { screen, within } from '@testing-library/react';
import { RestaurantForm } from '@/features/my-restaurant/restaurant-form';
import { renderWithProviders } from '@test/render-with-providers';
import { imageFile, savedRestaurant } from '../restaurant/restaurant-fixtures';

// Typing whole forms takes seconds when the machine is busy; these are not timing tests.
jest.setTimeout(30_000);

function renderForm(restaurant = savedRestaurant()) {
  const onSave = jest.fn(() => Promise.resolve(undefined));
  const view = renderWithProviders(<RestaurantForm restaurant={restaurant} onSave={onSave} />);
  return { ...view, onSave };
}

function renderEmptyForm() {
  const onSave = jest.fn(() => Promise.resolve(undefined));
  const view = renderWithProviders(<RestaurantForm onSave={onSave} />);
  return { ...view, onSave };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Submit' });
const cuisineGroup = () => screen.getByRole('group', { name: 'Cuisines' });
const menuItem = (n: number) => within(screen.getByRole('listitem', { name: `Menu item ${n}` }));

describe('RestaurantForm starting empty', () => {
  it('has no cuisines ticked, one blank menu item and the placeholders', () => {
    renderEmptyForm();
    expect(within(cuisineGroup()).getAllByRole('checkbox')).toHaveLength(26);
    expect(within(cuisineGroup()).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.getAllByRole('listitem', { name: /^Menu item/ })).toHaveLength(1);
    expect(menuItem(1).getByLabelText('Item name')).toHaveValue('');
    expect(menuItem(1).getByLabelText('Price ($)')).toHaveAttribute('placeholder', '8.00');
    expect(field('Delivery price ($)')).toHaveAttribute('placeholder', '1.50');
    expect(field('Estimated delivery time (minutes)')).toHaveAttribute('placeholder', '30');
    expect(field('Image file (JPEG or PNG)')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  });

  it('shows every required message at its field and saves nothing', async () => {
    const { user, onSave } = renderEmptyForm();
    await user.click(submit());

    await screen.findByText('restaurant name is required');
    expect(field('Restaurant name')).toHaveAccessibleDescription('restaurant name is required');
    expect(field('City')).toHaveAccessibleDescription('city is required');
    expect(field('Country')).toHaveAccessibleDescription('country is required');
    expect(field('Delivery price ($)')).toHaveAccessibleDescription('delivery price is required');
    expect(field('Estimated delivery time (minutes)')).toHaveAccessibleDescription(
      'estimated delivery time is required',
    );
    expect(cuisineGroup()).toHaveAccessibleDescription('please select at least one item');
    expect(menuItem(1).getByLabelText('Item name')).toHaveAccessibleDescription('name is required');
    expect(menuItem(1).getByLabelText('Price ($)')).toHaveAccessibleDescription(
      'price is required',
    );
    expect(field('Image file (JPEG or PNG)')).toHaveAccessibleDescription(
      'Either image URL or image File must be provided',
    );
    expect(field('Restaurant name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says image is required for an empty file, and clears the message for a real one', async () => {
    const { user } = renderEmptyForm();
    await user.upload(field('Image file (JPEG or PNG)'), imageFile('empty.png', 0));
    await user.click(submit());
    expect(await screen.findByText('image is required')).toBeVisible();
    expect(field('Image file (JPEG or PNG)')).toHaveAccessibleDescription('image is required');

    await user.upload(field('Image file (JPEG or PNG)'), imageFile('front.png', 64));
    expect(screen.queryByText('image is required')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the restaurant banner' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });
});

describe('RestaurantForm number fields', () => {
  it.each([
    ['Delivery price ($)', 'abc', 'must be a valid number'],
    ['Delivery price ($)', '12,50', 'must be a valid number'],
    ['Delivery price ($)', '-1', 'must be from $0.00 to $1000.00'],
    ['Delivery price ($)', '1000.01', 'must be from $0.00 to $1000.00'],
    ['Estimated delivery time (minutes)', 'soon', 'must be a valid number'],
    [
      'Estimated delivery time (minutes)',
      '12.5',
      'must be a whole number of minutes from 1 to 600',
    ],
    ['Estimated delivery time (minutes)', '0', 'must be a whole number of minutes from 1 to 600'],
    ['Acceptance window (minutes)', '2', 'must be a whole number of minutes from 3 to 30'],
    ['Acceptance window (minutes)', '31', 'must be a whole number of minutes from 3 to 30'],
    ['Acceptance window (minutes)', 'ten', 'must be a whole number of minutes from 3 to 30'],
  ])('%s %j: %s', async (label, typed, message) => {
    const { user, onSave } = renderForm();
    await user.clear(field(label));
    await user.type(field(label), typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeVisible();
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the saved acceptance window, 10 minutes for a new restaurant, and needs one', async () => {
    const saved = renderForm(savedRestaurant({ acceptWindowMinutes: 25 }));
    expect(field('Acceptance window (minutes)')).toHaveValue('25');
    saved.unmount();
    const { user, onSave } = renderEmptyForm();
    expect(field('Acceptance window (minutes)')).toHaveValue('10');
    await user.clear(field('Acceptance window (minutes)'));
    await user.click(submit());
    expect(await screen.findByText('Acceptance window is required')).toBeVisible();
    expect(field('Acceptance window (minutes)')).toHaveAccessibleDescription(
      'Acceptance window is required',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'price is required'],
    ['0', 'price is required'],
    ['0.004', 'price is required'],
    ['eight', 'must be a valid number'],
    ['1000.01', 'must be at most $1000.00'],
  ])('menu price %j: %s', async (typed, message) => {
    const { user } = renderForm();
    const price = menuItem(2).getByLabelText('Price ($)');
    await user.clear(price);
    if (typed) await user.type(price, typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeVisible();
    expect(price).toHaveAccessibleDescription(message);
  });

  it('accepts a price of one cent and a free delivery', async () => {
    const { user, onSave } = renderForm();
    await user.clear(field('Delivery price ($)'));
    await user.type(field('Delivery price ($)'), '0');
    await user.clear(menuItem(1).getByLabelText('Price ($)'));
    await user.type(menuItem(1).getByLabelText('Price ($)'), '0.01');
    await user.click(submit());
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
