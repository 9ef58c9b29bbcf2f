import { expect } from 'expect';
import type { Locator, Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import type { Restaurant } from '@contract/restaurant';
import {
  DISH,
  groupOf,
  MOST,
  pathModel,
  type ChooserModelEvent,
  type GroupName,
} from '../../models/chooser.model';
import {
  CHOOSER_SIGHT_STATES,
  CLOSED_CHOOSER,
  expectedChooserSight,
  normalise,
  type ChoiceState,
  type ChooserSight,
  type DialogSight,
} from '../../support/chooser-expected';
import { checkingEach } from '../../support/state-checks';
import { accountFor, signIn } from '../accounts';
import type { BrowserPathRunner } from '../browser-path-runner';
import { ChooserMenuApi } from '../chooser-menu';
import type { PathPage } from '../path-page';
import { until } from '../until';

interface ChooserWorld {
  restaurant: Restaurant;
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: DISH.name });
const dishButtonOf = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${DISH.name}, \\$`) });

/** A choice's radio button or checkbox, by the group's name and the choice's ('None' too). */
function choiceInput(page: Page, group: GroupName, choice: string): Locator {
  const role = groupOf(group).maxChoices === 1 ? 'radio' : 'checkbox';
  return dialogOf(page)
    .getByRole('group', { name: new RegExp(`^${group} `) })
    .getByRole(role, { name: new RegExp(`^${choice}( |$)`) });
}

/** The dialog as the customer sees it in the browser, read as the jsdom paths read it. */
async function readDialog(dialog: Locator): Promise<DialogSight> {
  const groups = await dialog.locator('fieldset').evaluateAll((fieldsets) =>
    fieldsets.map((fieldset) => ({
      legend: fieldset.querySelector('legend')?.textContent ?? '',
      choices: [...fieldset.querySelectorAll('input')].map((input) => ({
        label: input.closest('label')?.textContent ?? '',
        checked: input.checked,
        disabled: input.disabled,
      })),
    })),
  );
  const stateOf = ({ checked, disabled }: { checked: boolean; disabled: boolean }): ChoiceState =>
    checked ? 'chosen' : disabled ? 'disabled' : 'open';
  const add = dialog.getByRole('button', { name: /^Add to order/ });
  const stepper = dialog.getByRole('group', { name: 'Quantity' });
  const available = async (name: string) =>
    (await stepper.getByRole('button', { name }).getAttribute('aria-disabled')) !== 'true';
  return {
    groups: Object.fromEntries(
      groups.map(({ legend, choices }) => [
        normalise(legend),
        Object.fromEntries(choices.map((choice) => [normalise(choice.label), stateOf(choice)])),
      ]),
    ),
    quantity: normalise(await stepper.getByRole('status').textContent()),
    stepper: {
      decrease: await available('Decrease quantity'),
      increase: await available('Increase quantity'),
    },
    add: normalise(await add.textContent()),
    canAdd: await add.isEnabled(),
  };
}

/** Choosing as the customer sees it in the browser, read as the jsdom paths read it. */
async function readChooserSight(page: Page): Promise<ChooserSight> {
  const card = page.getByRole('region', { name: 'Your Order' });
  if ((await card.count()) === 0) return CLOSED_CHOOSER;
  const dialog = dialogOf(page);
  return {
    dialog: (await dialog.count()) ? await readDialog(dialog) : null,
    lines: await card
      .getByRole('list', { name: 'Items in your order' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => {
          const [quantity, text, amount] = [...item.children];
          return [quantity, ...text.children, amount].map((part) => part.textContent ?? '');
        }),
      ),
    total: await card
      .getByText('Total', { exact: true })
      .evaluate((label) => label.nextElementSibling?.textContent ?? null),
    dishFocused: await dishButtonOf(page).evaluate((button) => button === document.activeElement),
  };
}

/** The restaurant page of the paths' own restaurant, signed out, with the real API behind it. */
export const chooserBrowserRunner: BrowserPathRunner<ChooserWorld> = {
  model: pathModel,
  prepare: async ({ browser, system }) => {
    const session = await signIn(browser, system, accountFor('owner'));
    const menu = new ChooserMenuApi(system, session.accessToken);
    return { restaurant: await menu.setUpRestaurant('Paths Pizzeria') };
  },
  steps: (path: PathPage<ChooserWorld>) => {
    const event = (step: { event: unknown }) => step.event as ChooserModelEvent;
    const dialog = () => dialogOf(path.page);
    const clickChoice = async (step: { event: unknown }) => {
      const chosen = event(step);
      if ('choice' in chosen) await choiceInput(path.page, chosen.group, chosen.choice).click();
    };
    return {
      'page.open': async () => {
        const page = await path.open(`${path.system.web}/detail/${path.world.restaurant._id}`);
        await page.getByRole('region', { name: 'Your Order' }).waitFor();
      },
      'dish.open': async () => {
        await dishButtonOf(path.page).click();
        await dialog().waitFor();
      },
      'choice.select': clickChoice,
      'choice.deselect': clickChoice,
      // A click on the disabled input as a person makes it: no waiting for it to be enabled.
      'choice.tryDisabled': async (step) => {
        const tried = event(step);
        if ('choice' in tried) {
          await choiceInput(path.page, tried.group, tried.choice).click({ force: true });
        }
      },
      'group.clear': async (step) => {
        const cleared = event(step);
        if (cleared.type === 'group.clear') {
          await choiceInput(path.page, cleared.group, 'None').click();
        }
      },
      'quantity.increase': async () => {
        await dialog().getByRole('button', { name: 'Increase quantity' }).click();
      },
      'quantity.decrease': async () => {
        await dialog().getByRole('button', { name: 'Decrease quantity' }).click();
      },
      // Each press is taken as it comes, whether or not the count has been drawn yet.
      'quantity.toMost': async () => {
        const stepper = dialog().getByRole('group', { name: 'Quantity' });
        const count = Number(await stepper.getByRole('status').textContent());
        for (let pressed = count; pressed < MOST; pressed += 1) {
          await stepper.getByRole('button', { name: 'Increase quantity' }).click();
        }
      },
      // At a bound the button says it is unavailable (aria-disabled) but can still be pressed,
      // as a person presses it: no waiting for it to be available.
      'quantity.tryDecrease': async () => {
        await dialog().getByRole('button', { name: 'Decrease quantity' }).click({ force: true });
      },
      'quantity.tryIncrease': async () => {
        await dialog().getByRole('button', { name: 'Increase quantity' }).click({ force: true });
      },
      'order.add': async () => {
        await dialog()
          .getByRole('button', { name: /^Add to order/ })
          .click();
      },
      'chooser.close': async () => {
        await path.page.keyboard.press('Escape');
      },
    };
  },
  sights: (path) => {
    const check = async (snapshot: AnyMachineSnapshot) => {
      const expected = expectedChooserSight(snapshot, path.world.restaurant.deliveryPrice);
      // The page draws a click's change at its next frame: read until it shows, then compare.
      const read = () => (path.isOpen ? readChooserSight(path.page) : Promise.resolve(expected));
      await until(async () => expect(await read()).toEqual(expected));
    };
    return checkingEach(CHOOSER_SIGHT_STATES, check);
  },
};
