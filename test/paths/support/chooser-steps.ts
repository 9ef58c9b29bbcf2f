import { screen, within } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import {
  DISH,
  groupOf,
  MOST,
  type ChooserModelEvent,
  type GroupName,
} from '../models/chooser.model';
import { chooserDialog, dishButton, type ChooserPage } from './chooser-page';

type StepRunner = (step: Step<AnyMachineSnapshot, EventObject>) => Promise<void>;

const run =
  (does: (event: ChooserModelEvent) => Promise<void>): StepRunner =>
  ({ event }) =>
    does(event as ChooserModelEvent);

/** A choice's radio button or checkbox, by the group's name and the choice's ('None' too). */
export function choiceInput(group: GroupName, choice: string) {
  const fieldset = within(chooserDialog()).getByRole('group', { name: new RegExp(`^${group} `) });
  const role = groupOf(group).maxChoices === 1 ? 'radio' : 'checkbox';
  return within(fieldset).getByRole(role, { name: new RegExp(`^${choice}( |$)`) });
}

const stepper = (name: 'Increase quantity' | 'Decrease quantity') =>
  within(chooserDialog()).getByRole('button', { name });

/** Each model event done to the page, as the customer does it. */
export function chooserSteps(page: ChooserPage): Record<ChooserModelEvent['type'], StepRunner> {
  const click = (element: HTMLElement) => page.user.click(element);
  const clickChoice = run(async (event) => {
    if ('choice' in event) await click(choiceInput(event.group, event.choice));
  });
  return {
    'page.open': run(() => page.open()),
    'dish.open': run(async () => {
      await click(dishButton());
      // The dialog's code loads the first time it is needed: on a busy machine, loading it
      // (and compiling it, in a first run) can take longer than a query's usual second.
      await screen.findByRole('dialog', { name: DISH.name }, { timeout: 5000 });
    }),
    'choice.select': clickChoice,
    'choice.tryDisabled': clickChoice,
    'choice.deselect': clickChoice,
    'group.clear': run(async (event) => {
      if (event.type === 'group.clear') await click(choiceInput(event.group, 'None'));
    }),
    'quantity.increase': run(() => click(stepper('Increase quantity'))),
    'quantity.decrease': run(() => click(stepper('Decrease quantity'))),
    'quantity.toMost': run(async () => {
      const more = stepper('Increase quantity');
      const count = within(more.closest<HTMLElement>('[role="group"]')!).getByRole('status');
      for (let pressed = 0; pressed < MOST && Number(count.textContent) < MOST; pressed += 1) {
        await click(more);
      }
    }),
    // The button at a bound says it is unavailable (aria-disabled) but can still be pressed.
    'quantity.tryDecrease': run(() => click(stepper('Decrease quantity'))),
    'quantity.tryIncrease': run(() => click(stepper('Increase quantity'))),
    'order.add': run(() =>
      click(within(chooserDialog()).getByRole('button', { name: /^Add to order/ })),
    ),
    'chooser.close': run(() => page.user.keyboard('{Escape}')),
  };
}
