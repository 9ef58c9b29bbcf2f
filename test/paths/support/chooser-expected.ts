import type { AnyMachineSnapshot } from 'xstate';
import type { MenuItem } from '@contract/restaurant';
import { formatPrice } from '@/lib/money';
import {
  chooserAt,
  DISH,
  isDisabled,
  MOST,
  type DishGroup,
  type Selection,
} from '../models/chooser.model';

/** How a choice shows in the dialog. */
export type ChoiceState = 'chosen' | 'open' | 'disabled';

/** The dish's options dialog as the customer sees it. */
export interface DialogSight {
  /** Each group by its legend ('Size Required · Choose 1'): each choice by its label. */
  groups: Record<string, Record<string, ChoiceState>>;
  quantity: string;
  /** Whether the stepper's buttons say they can be pressed (at a bound one says it cannot). */
  stepper: { decrease: boolean; increase: boolean };
  /** 'Add to order · $x.xx'. */
  add: string;
  canAdd: boolean;
}

/**
 * What the customer sees of choosing, as both runners read it from their page: the jsdom paths
 * and the browser paths hold the page to the same expectation, worked out from the model.
 */
export interface ChooserSight {
  /** The dish's dialog, when it is open. */
  dialog: DialogSight | null;
  /** Each cart line: quantity, name, each group of its choices, price. */
  lines: string[][];
  total: string | null;
  /** Whether focus is on the dish's button (where closing the dialog returns it). */
  dishFocused: boolean;
}

/** The chooser model's states, each of which both runners hold to `expectedChooserSight`. */
export const CHOOSER_SIGHT_STATES = [
  'closed',
  'menu',
  'choosing.incomplete',
  'choosing.ready',
] as const;

/** The page before it shows the restaurant: nothing of it to see. */
export const CLOSED_CHOOSER: ChooserSight = {
  dialog: null,
  lines: [],
  total: null,
  dishFocused: false,
};

/** How each group states its rule beside its name. */
const RULES: Record<DishGroup['name'], string> = {
  Size: 'Required · Choose 1',
  Extras: 'Optional · Choose up to 2',
  Dip: 'Optional · Choose up to 1',
};

/** 'Medium +$2.00 Sold out': a choice's label as the dialog writes it. */
const labelOf = (choice: DishGroup['choices'][number]) =>
  [
    choice.name,
    ...(choice.price > 0 ? [`+${formatPrice(choice.price)}`] : []),
    ...(choice.soldOut ? ['Sold out'] : []),
  ].join(' ');

/** The dish's price with its chosen choices, in cents. */
const unitPriceOf = (selection: Selection) =>
  DISH.groups.reduce(
    (sum, group) =>
      sum +
      group.choices
        .filter((choice) => selection[group.name].includes(choice.name))
        .reduce((added, choice) => added + choice.price, 0),
    DISH.price,
  );

function dialogSight(selection: Selection, quantity: number, ready: boolean): DialogSight {
  const groups = DISH.groups.map((group): [string, Record<string, ChoiceState>] => {
    const chosen = selection[group.name];
    const none: Array<[string, ChoiceState]> =
      group.maxChoices === 1 && !group.required
        ? [['None', chosen.length === 0 ? 'chosen' : 'open']]
        : [];
    const choices = group.choices.map((choice): [string, ChoiceState] => [
      labelOf(choice),
      chosen.includes(choice.name)
        ? 'chosen'
        : isDisabled(selection, group.name, choice.name)
          ? 'disabled'
          : 'open',
    ]);
    return [`${group.name} ${RULES[group.name]}`, Object.fromEntries([...none, ...choices])];
  });
  return {
    groups: Object.fromEntries(groups),
    quantity: String(quantity),
    stepper: { decrease: quantity > 1, increase: quantity < MOST },
    add: `Add to order · ${formatPrice(unitPriceOf(selection) * quantity)}`,
    canAdd: ready,
  };
}

/** 'Extras: Olives, Mushrooms' for each group with a choice, in the menu's order. */
const choiceTexts = (selection: Selection) =>
  DISH.groups
    .map((group) => ({
      group: group.name,
      names: group.choices
        .map((choice) => choice.name)
        .filter((name) => selection[group.name].includes(name)),
    }))
    .filter(({ names }) => names.length > 0)
    .map(({ group, names }) => `${group}: ${names.join(', ')}`);

/** What the page should show in a state of the chooser model. */
export function expectedChooserSight(
  snapshot: AnyMachineSnapshot,
  deliveryPrice: number,
): ChooserSight {
  if (snapshot.matches('closed')) return CLOSED_CHOOSER;
  const { lines, selection, quantity, opened } = chooserAt(snapshot);
  const choosing = snapshot.matches('choosing');
  const subtotal = lines.reduce(
    (sum, line) => sum + unitPriceOf(line.selection) * line.quantity,
    0,
  );
  return {
    dialog: choosing
      ? dialogSight(selection, quantity, snapshot.matches({ choosing: 'ready' }))
      : null,
    lines: lines.map((line) => [
      `${line.quantity} ×`,
      DISH.name,
      ...choiceTexts(line.selection),
      formatPrice(unitPriceOf(line.selection) * line.quantity),
    ]),
    total: formatPrice(subtotal + deliveryPrice),
    // Closing the dialog, added or not, gives focus back to the dish.
    dishFocused: !choosing && opened > 0,
  };
}

/** The dish as the API answers it, its ids made by `idOf` (group name, or group and choice). */
export function dishMenuItem(
  itemId: string,
  idOf: (group: string, choice?: string) => string,
): MenuItem {
  return {
    _id: itemId,
    name: DISH.name,
    price: DISH.price,
    available: true,
    description: '',
    dietary: [],
    allergens: [],
    optionGroups: DISH.groups.map((group) => ({
      _id: idOf(group.name),
      name: group.name,
      required: group.required,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      choices: group.choices.map((choice) => ({
        _id: idOf(group.name, choice.name),
        name: choice.name,
        price: choice.price,
        available: !choice.soldOut,
      })),
    })),
  };
}

/** The labels' spaces as a reader takes them: runs of white space as one, none at the ends. */
export const normalise = (text: string | null | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').trim();
