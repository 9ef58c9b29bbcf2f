import { screen, within } from '@testing-library/react';
import {
  inChoice,
  inGroup,
  menuItem,
  renderForm,
  restaurantWithOptions,
  submit,
} from './menu-options-kit';

// Typing whole forms takes seconds when the machine is busy; these are not timing tests.
jest.setTimeout(60_000);

type User = ReturnType<typeof renderForm>['user'];

/** Replaces what a field holds with `typed` (nothing when empty). */
async function retype(user: User, input: HTMLElement, typed: string) {
  await user.clear(input);
  if (typed) await user.type(input, typed);
}

const size = () => inGroup(1, 1);
const extras = () => inGroup(1, 2);

describe('the messages of a menu item’s options, each at its field', () => {
  it('says a group needs a name, and a choice a name', async () => {
    const { user, onSave } = renderForm(restaurantWithOptions());
    await user.clear(size().getByLabelText('Group name'));
    await user.clear(inChoice(1, 2, 1).getByLabelText('Choice name'));
    await user.click(submit());

    expect(await screen.findByText('group name is required')).toBeVisible();
    expect(size().getByLabelText('Group name')).toHaveAccessibleDescription(
      'group name is required',
    );
    expect(inChoice(1, 2, 1).getByLabelText('Choice name')).toHaveAccessibleDescription(
      'choice name is required',
    );
    // A group without a name is named by its place.
    expect(size().getByRole('button', { name: 'Remove group 1' })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says a group without choices needs one, and clears it once one is added', async () => {
    const { user, onSave } = renderForm(restaurantWithOptions());
    await user.click(extras().getByRole('button', { name: 'Remove choice Olives' }));
    await user.click(extras().getByRole('button', { name: 'Remove choice Basil' }));
    await user.click(submit());

    const choices = () => extras().getByRole('group', { name: 'Choices' });
    expect(await within(choices()).findByText('add at least one choice')).toBeVisible();
    expect(choices()).toHaveAccessibleDescription('add at least one choice');
    expect(onSave).not.toHaveBeenCalled();

    await user.click(extras().getByRole('button', { name: 'Add choice to Extras' }));
    expect(within(choices()).queryByText('add at least one choice')).not.toBeInTheDocument();
  });

  it('says a required group needs a minimum of at least 1', async () => {
    const { user } = renderForm(restaurantWithOptions());
    await retype(user, size().getByLabelText('Minimum choices'), '0');
    await user.click(submit());
    expect(await size().findByText('must be at least 1 for a required group')).toBeVisible();
    expect(size().getByLabelText('Minimum choices')).toHaveAccessibleDescription(
      'must be at least 1 for a required group',
    );
  });

  it('says an optional group’s minimum is 0', async () => {
    const { user } = renderForm(restaurantWithOptions());
    await retype(user, extras().getByLabelText('Minimum choices'), '1');
    await user.click(submit());
    expect(await extras().findByText('must be 0 for an optional group')).toBeVisible();
  });

  it('says the maximum must be at least the minimum, and clears it once the minimum is lowered', async () => {
    const { user, onSave } = renderForm(restaurantWithOptions());
    await retype(user, size().getByLabelText('Minimum choices'), '2');
    await user.click(submit());

    const maximum = size().getByLabelText('Maximum choices');
    expect(await size().findByText('must be at least the minimum')).toBeVisible();
    expect(maximum).toHaveAccessibleDescription('must be at least the minimum');
    expect(size().queryByText(/^Customers read/)).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await retype(user, size().getByLabelText('Minimum choices'), '1');
    expect(size().queryByText('must be at least the minimum')).not.toBeInTheDocument();
    expect(maximum).toHaveAttribute('aria-invalid', 'false');
  });

  it('says the minimum cannot be more than the choices, judged again as choices change', async () => {
    const { user } = renderForm(restaurantWithOptions());
    await retype(user, size().getByLabelText('Minimum choices'), '3');
    await retype(user, size().getByLabelText('Maximum choices'), '3');
    await user.click(size().getByRole('button', { name: 'Remove choice Large' }));
    await user.click(submit());

    const minimum = size().getByLabelText('Minimum choices');
    expect(await size().findByText('must be at most the number of choices')).toBeVisible();
    expect(minimum).toHaveAccessibleDescription('must be at most the number of choices');
    await user.click(size().getByRole('button', { name: 'Add choice to Size' }));
    expect(size().queryByText('must be at most the number of choices')).not.toBeInTheDocument();
  });

  it.each([
    ['', 'minimum is required'],
    ['21', 'must be a whole number of choices from 0 to 20'],
  ])('says of a minimum of %j: %s', async (typed, message) => {
    const { user } = renderForm(restaurantWithOptions());
    await retype(user, extras().getByLabelText('Minimum choices'), typed);
    await user.click(submit());
    expect(await extras().findByText(message)).toBeVisible();
    expect(extras().getByLabelText('Minimum choices')).toHaveAccessibleDescription(message);
  });

  it.each([
    ['', 'choice price is required'],
    ['two', 'must be a valid number'],
    ['1,50', 'must be a valid number'],
    ['-1', 'must be at least $0.00'],
    ['1000.01', 'must be at most $1000.00'],
  ])('says of a choice price of %j: %s', async (typed, message) => {
    const { user, onSave } = renderForm(restaurantWithOptions());
    const price = inChoice(1, 1, 2).getByLabelText('Choice price ($)');
    await retype(user, price, typed);
    await user.click(submit());
    expect(await within(menuItem(1)).findByText(message)).toBeVisible();
    expect(price).toHaveAccessibleDescription(message);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes a choice that adds nothing and one that adds $1000.00', async () => {
    const { user, onSave } = renderForm(restaurantWithOptions());
    await retype(user, inChoice(1, 1, 1).getByLabelText('Choice price ($)'), '0');
    await retype(user, inChoice(1, 1, 2).getByLabelText('Choice price ($)'), '1000');
    await user.click(submit());
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('counts a description’s characters and says when it is too long', async () => {
    const { user, onSave } = renderForm(restaurantWithOptions());
    const description = within(menuItem(2)).getByLabelText('Description');
    await user.click(description);
    await user.paste('x'.repeat(301));
    expect(description).toHaveAccessibleDescription('301 of 300 characters');
    await user.click(submit());

    expect(await within(menuItem(2)).findByText('must be at most 300 characters')).toBeVisible();
    expect(description).toHaveAccessibleDescription(
      '301 of 300 characters must be at most 300 characters',
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('Required and the counts', () => {
  it('sets the usual counts as a group is made optional or required', async () => {
    const { user } = renderForm(restaurantWithOptions());
    await user.click(size().getByRole('checkbox', { name: 'Required' }));
    expect(size().getByLabelText('Minimum choices')).toHaveValue(0);
    expect(size().getByLabelText('Maximum choices')).toHaveValue(3);
    expect(size().getByText('Customers read: Choose up to 3')).toBeVisible();

    await user.click(size().getByRole('checkbox', { name: 'Required' }));
    expect(size().getByLabelText('Minimum choices')).toHaveValue(1);
    expect(size().getByLabelText('Maximum choices')).toHaveValue(1);
    expect(size().getByText('Customers read: Choose 1')).toBeVisible();
  });
});
