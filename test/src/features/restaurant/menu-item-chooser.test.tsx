import { act, screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { RestaurantDetail } from '@/features/restaurant/restaurant-detail';
import { renderWithProviders } from '@test/render-with-providers';
import { addToCart, pageReady, readLines, renderDetailPage } from '../cart/cart-test-kit';
import { EXTRAS, idOf, PIZZA, SALAD, SIZE, TACOS } from './menu-option-fixtures';
import { savedRestaurant } from './restaurant-fixtures';

const MENU = savedRestaurant({ menuItems: [SALAD, PIZZA, TACOS] });

function renderMenu() {
  const onAddToCart = jest.fn();
  const view = renderWithProviders(
    <RestaurantDetail restaurant={MENU} onAddToCart={onAddToCart} />,
  );
  return { ...view, onAddToCart };
}

const dishButton = () => screen.getByRole('button', { name: 'Diavola, $11.00' });
const addButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^Add to order · / });

async function openPizza(view: ReturnType<typeof renderMenu>) {
  await view.user.click(dishButton());
  return screen.findByRole('dialog', { name: 'Diavola' });
}

describe('the options dialog of a dish', () => {
  it('opens on a dish with options, named by it, focus on its first choice', async () => {
    const view = renderMenu();
    const dialog = await openPizza(view);
    expect(dialog).toHaveAccessibleDescription('Tomato, mozzarella, spicy salami');
    expect(within(dialog).getByRole('radio', { name: 'Small' })).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Size Required · Choose 1' })).toBeVisible();
    expect(
      within(dialog).getByRole('group', { name: 'Extras Optional · Choose up to 2' }),
    ).toBeVisible();
    expect(view.onAddToCart).not.toHaveBeenCalled();
    expect((await axe(view.container)).violations).toEqual([]);
  });

  it('offers a one-choice group as radio buttons, the others as checkboxes', async () => {
    const view = renderMenu();
    const dialog = await openPizza(view);
    const size = within(dialog).getByRole('group', { name: /^Size/ });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(
      Array(3).fill(within(size).getByRole('radio', { name: 'Small' }).getAttribute('name')),
    );
    await view.user.click(within(size).getByRole('radio', { name: 'Medium +$2.00' }));
    await view.user.click(within(size).getByRole('radio', { name: 'Large +$4.00' }));
    expect(within(size).getByRole('radio', { name: 'Large +$4.00' })).toBeChecked();
    expect(within(size).getByRole('radio', { name: 'Medium +$2.00' })).not.toBeChecked();

    // An optional single-choice group starts at None and can go back to it.
    const dip = within(dialog).getByRole('group', { name: 'Dip Optional · Choose up to 1' });
    expect(within(dip).getByRole('radio', { name: 'None' })).toBeChecked();
    await view.user.click(within(dip).getByRole('radio', { name: 'Garlic +$0.75' }));
    await view.user.click(within(dip).getByRole('radio', { name: 'None' }));
    expect(within(dip).getByRole('radio', { name: 'Garlic +$0.75' })).not.toBeChecked();

    const extras = within(dialog).getByRole('group', { name: /^Extras/ });
    expect(within(extras).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('disables the other checkboxes once a group’s maximum is chosen, and sold-out choices', async () => {
    const view = renderMenu();
    const dialog = await openPizza(view);
    const extras = within(dialog).getByRole('group', { name: /^Extras/ });
    const box = (name: string) => within(extras).getByRole('checkbox', { name });
    expect(box('Truffle +$5.00 Sold out')).toBeDisabled();
    expect(within(extras).getByText('Sold out')).toBeVisible();

    await view.user.click(box('Extra mozzarella +$1.50'));
    await view.user.click(box('Olives +$1.00'));
    expect(box('Fresh basil +$0.50')).toBeDisabled();
    expect(box('Olives +$1.00')).toBeEnabled();
    await view.user.click(box('Fresh basil +$0.50'));
    expect(box('Fresh basil +$0.50')).not.toBeChecked();

    await view.user.click(box('Olives +$1.00'));
    expect(box('Fresh basil +$0.50')).toBeEnabled();
    expect(box('Truffle +$5.00 Sold out')).toBeDisabled();
  });

  it('keeps Add to order disabled until every required group is met, with the live price', async () => {
    const view = renderMenu();
    const dialog = await openPizza(view);
    expect(addButton(dialog)).toHaveAccessibleName('Add to order · $11.00');
    expect(addButton(dialog)).toBeDisabled();

    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Olives +$1.00' }));
    expect(addButton(dialog)).toHaveAccessibleName('Add to order · $12.00');
    expect(addButton(dialog)).toBeDisabled();

    await view.user.click(within(dialog).getByRole('radio', { name: 'Large +$4.00' }));
    expect(addButton(dialog)).toHaveAccessibleName('Add to order · $16.00');
    expect(addButton(dialog)).toBeEnabled();

    const quantity = within(dialog).getByRole('group', { name: 'Quantity' });
    const fewer = within(quantity).getByRole('button', { name: 'Decrease quantity' });
    const more = within(quantity).getByRole('button', { name: 'Increase quantity' });
    expect(fewer).toHaveAttribute('aria-disabled', 'true');
    await view.user.click(more);
    await view.user.click(more);
    expect(within(quantity).getByRole('status')).toHaveTextContent('3');
    expect(addButton(dialog)).toHaveAccessibleName('Add to order · $48.00');
    await view.user.click(fewer);
    expect(addButton(dialog)).toHaveAccessibleName('Add to order · $32.00');
  });

  it('needs a group’s minimum when it asks for more than one', async () => {
    const view = renderMenu();
    await view.user.click(screen.getByRole('button', { name: 'Tacos, $9.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tacos' });
    expect(
      within(dialog).getByRole('group', { name: 'Meats Required · Choose 2 to 3' }),
    ).toBeVisible();
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Beef +$1.00' }));
    expect(addButton(dialog)).toBeDisabled();
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Chicken' }));
    expect(addButton(dialog)).toBeEnabled();
  });

  it('adds the dish with its choices and quantity, closes and gives focus back to the dish', async () => {
    const view = renderMenu();
    const dialog = await openPizza(view);
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Olives +$1.00' }));
    await view.user.click(within(dialog).getByRole('radio', { name: 'Large +$4.00' }));
    await view.user.click(
      within(dialog).getByRole('checkbox', { name: 'Extra mozzarella +$1.50' }),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await view.user.click(addButton(dialog));

    expect(view.onAddToCart).toHaveBeenCalledTimes(1);
    expect(view.onAddToCart).toHaveBeenCalledWith(PIZZA, {
      choices: [idOf(SIZE, 'Large'), idOf(EXTRAS, 'Extra mozzarella'), idOf(EXTRAS, 'Olives')],
      quantity: 2,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dishButton()).toHaveFocus();
  });

  it('is worked with the keyboard alone, Tab kept inside it', async () => {
    const view = renderMenu();
    dishButton().focus();
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Diavola' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // Small is focused: the arrow keys move the pick within the group, as radio buttons do.
    await view.user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Large +$4.00' })).toBeChecked();
    expect(addButton(dialog)).toBeEnabled();

    // From the last control Tab goes round to the first, and Shift+Tab back.
    addButton(dialog).focus();
    await view.user.tab();
    expect(close).toHaveFocus();
    await view.user.tab({ shift: true });
    expect(addButton(dialog)).toHaveFocus();
    for (let step = 0; step < 12; step += 1) {
      await view.user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    addButton(dialog).focus();
    await view.user.keyboard('{Enter}');
    expect(view.onAddToCart).toHaveBeenCalledWith(PIZZA, {
      choices: [idOf(SIZE, 'Large')],
      quantity: 1,
    });
    expect(dishButton()).toHaveFocus();
  });

  it('closes on Escape or the close button without adding, focus back on the dish', async () => {
    const view = renderMenu();
    let dialog = await openPizza(view);
    await view.user.click(within(dialog).getByRole('radio', { name: 'Small' }));
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dishButton()).toHaveFocus();

    dialog = await openPizza(view);
    // Opened again, it starts afresh.
    expect(within(dialog).getByRole('radio', { name: 'Small' })).not.toBeChecked();
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dishButton()).toHaveFocus();

    // The browser's own request to close (a phone's Back) goes the same way.
    dialog = await openPizza(view);
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.onAddToCart).not.toHaveBeenCalled();
  });
});

describe('the options dialog on the restaurant page', () => {
  it('puts the dish with its choices in the cart; a dish without options still adds one', async () => {
    const view = renderDetailPage({ restaurant: MENU });
    await pageReady();
    await addToCart(view.user, 'Garden salad');
    expect(readLines()).toEqual([['1 ×', expect.stringContaining('Garden salad'), '$7.00']]);

    await addToCart(view.user, 'Diavola');
    const dialog = await screen.findByRole('dialog', { name: 'Diavola' });
    await view.user.click(within(dialog).getByRole('radio', { name: 'Large +$4.00' }));
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Olives +$1.00' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await view.user.click(addButton(dialog));
    expect(readLines()).toEqual([
      ['1 ×', expect.stringContaining('Garden salad'), '$7.00'],
      ['2 ×', expect.stringContaining('Diavola'), '$32.00'],
    ]);
  });
});
