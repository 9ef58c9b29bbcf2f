import { screen, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { readLineNotes, readLines, totalText } from '../../src/features/cart/cart-test-kit';
import { DISH } from '../models/chooser.model';
import {
  CHOOSER_SIGHT_STATES,
  CLOSED_CHOOSER,
  expectedChooserSight,
  normalise,
  type ChoiceState,
  type ChooserSight,
  type DialogSight,
} from './chooser-expected';
import { CHOOSER_RESTAURANT, dishButton } from './chooser-page';
import { checkingEach } from './state-checks';

const stateOf = (input: HTMLInputElement): ChoiceState =>
  input.checked ? 'chosen' : input.disabled ? 'disabled' : 'open';

/** The dialog as the customer sees it: each group's choices, the quantity, 'Add to order'. */
function readDialog(dialog: HTMLElement): DialogSight {
  const groups = [...dialog.querySelectorAll('fieldset')].map((fieldset) => [
    normalise(fieldset.querySelector('legend')?.textContent),
    Object.fromEntries(
      [...fieldset.querySelectorAll('input')].map((input) => [
        normalise(input.closest('label')?.textContent),
        stateOf(input),
      ]),
    ),
  ]);
  const quantity = within(dialog).getByRole('group', { name: 'Quantity' });
  const add = within(dialog).getByRole('button', { name: /^Add to order/ });
  const available = (name: string) =>
    within(quantity).getByRole('button', { name }).getAttribute('aria-disabled') !== 'true';
  return {
    groups: Object.fromEntries(groups),
    quantity: normalise(within(quantity).getByRole('status').textContent),
    stepper: {
      decrease: available('Decrease quantity'),
      increase: available('Increase quantity'),
    },
    add: normalise(add.textContent),
    canAdd: !(add as HTMLButtonElement).disabled,
  };
}

/** Choosing as the customer sees it on the rendered page (jsdom). */
function readChooserSight(): ChooserSight {
  if (!screen.queryByRole('region', { name: 'Your Order' })) return CLOSED_CHOOSER;
  const dialog = screen.queryByRole('dialog', { name: DISH.name });
  const notes = readLineNotes();
  return {
    dialog: dialog && readDialog(dialog),
    lines: readLines().map(([quantity, name, amount], index) => [
      quantity,
      name,
      ...notes[index],
      amount,
    ]),
    total: totalText() ?? null,
    dishFocused: document.activeElement === dishButton(),
  };
}

/** What the customer should see in each state of the chooser model. */
export function chooserSights() {
  const check = async (snapshot: AnyMachineSnapshot) => {
    expect(readChooserSight()).toEqual(
      expectedChooserSight(snapshot, CHOOSER_RESTAURANT.deliveryPrice),
    );
  };
  return checkingEach(CHOOSER_SIGHT_STATES, check);
}
