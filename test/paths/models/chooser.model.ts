import { and, assign, setup, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { PathModel } from '../path-model';

/** The option groups of the dish the paths choose, by name. */
export type GroupName = 'Size' | 'Extras' | 'Dip';

export interface DishChoice {
  name: string;
  /** What it adds to the dish, in cents. */
  price: number;
  /** Sold out by the owner: shown, not orderable. */
  soldOut?: boolean;
}

export interface DishGroup {
  name: GroupName;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  choices: readonly DishChoice[];
}

/**
 * The dish every path chooses, as its restaurant writes it: a required size (Medium sold out), up
 * to two of three extras, and an optional dip, the one-choice group whose 'None' empties it.
 */
export const DISH: { name: string; price: number; groups: readonly DishGroup[] } = {
  name: 'Pizza',
  price: 1000,
  groups: [
    {
      name: 'Size',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { name: 'Small', price: 0 },
        { name: 'Medium', price: 200, soldOut: true },
        { name: 'Large', price: 400 },
      ],
    },
    {
      name: 'Extras',
      required: false,
      minChoices: 0,
      maxChoices: 2,
      choices: [
        { name: 'Olives', price: 100 },
        { name: 'Mushrooms', price: 150 },
        { name: 'Basil', price: 50 },
      ],
    },
    {
      name: 'Dip',
      required: false,
      minChoices: 0,
      maxChoices: 1,
      choices: [
        { name: 'Garlic', price: 75 },
        { name: 'Chilli', price: 75 },
      ],
    },
  ],
};

export const groupOf = (name: GroupName): DishGroup => DISH.groups.find((g) => g.name === name)!;

/** What is chosen in the dialog: the names of the chosen choices, by group. */
export type Selection = Record<GroupName, string[]>;

/** A cart line of the dish: its choices and how many. */
export interface ModelLine {
  selection: Selection;
  quantity: number;
}

export interface ChooserModelContext {
  /** How many times the dish's dialog has been opened. */
  opened: number;
  /** The steps taken in the dialog open now, to follow its plans (see OPENINGS). */
  taken: ChooserModelEvent[];
  selection: Selection;
  quantity: number;
  /** The cart's lines, in the order they were made. */
  lines: ModelLine[];
  /** Whether the dialog was closed without adding: the path ends there. */
  closedWithoutAdding: boolean;
}

export type ChooserModelEvent =
  /** The restaurant page opens, with an empty cart. */
  | { type: 'page.open' }
  /** A click on the dish: its options dialog opens. */
  | { type: 'dish.open' }
  /** A radio button or a checkbox is checked. */
  | { type: 'choice.select'; group: GroupName; choice: string }
  /** A click on a disabled choice (sold out, or past its group's limit): nothing changes. */
  | { type: 'choice.tryDisabled'; group: GroupName; choice: string }
  /** A checkbox is unchecked. */
  | { type: 'choice.deselect'; group: GroupName; choice: string }
  /** The 'None' radio button of an optional one-choice group. */
  | { type: 'group.clear'; group: GroupName }
  | { type: 'quantity.increase' }
  | { type: 'quantity.decrease' }
  /** 'Increase quantity' pressed until the quantity is the most a line takes (MOST). */
  | { type: 'quantity.toMost' }
  /** 'Decrease quantity' pressed at 1: the button says it is unavailable, and nothing changes. */
  | { type: 'quantity.tryDecrease' }
  /** 'Increase quantity' pressed at the most: unavailable as well, and nothing changes. */
  | { type: 'quantity.tryIncrease' }
  /** 'Add to order · $x.xx'. */
  | { type: 'order.add' }
  /** Escape, without adding. */
  | { type: 'chooser.close' };

/** The quantity of one dish runs from 1 to this. */
export const MOST = 99;

const select = (group: GroupName, choice: string) =>
  ({ type: 'choice.select', group, choice }) as const;
const tryDisabled = (group: GroupName, choice: string) =>
  ({ type: 'choice.tryDisabled', group, choice }) as const;

// The first dialog: the size is required, so nothing can be added until it is chosen, whatever
// else is; the sold-out size and an extra past the limit are tried on the way. Then either add it
// or press Escape.
const FIRST_CHOICE: ChooserModelEvent[] = [
  tryDisabled('Size', 'Medium'),
  select('Extras', 'Olives'),
  select('Extras', 'Mushrooms'),
  tryDisabled('Extras', 'Basil'),
  select('Size', 'Large'),
];

/**
 * What a path does in each opening of the dialog: the plans of an opening share the steps they
 * begin with, and a path follows one of them. The first pizza is added or closed with Escape;
 * once added, the second is the same pizza chosen in another order (the line's quantity rises) or
 * another one (a new line), whose quantity is pressed past both its bounds on the way to the
 * most. Each path is one of these, in one order only, so that they stay few.
 */
const OPENINGS: ChooserModelEvent[][][] = [
  [
    [...FIRST_CHOICE, { type: 'order.add' }],
    [...FIRST_CHOICE, { type: 'chooser.close' }],
  ],
  [
    [
      select('Size', 'Large'),
      select('Extras', 'Olives'),
      select('Extras', 'Basil'),
      { type: 'choice.deselect', group: 'Extras', choice: 'Basil' },
      select('Extras', 'Mushrooms'),
      { type: 'order.add' },
    ],
    [
      select('Size', 'Small'),
      select('Dip', 'Garlic'),
      { type: 'group.clear', group: 'Dip' },
      { type: 'quantity.tryDecrease' },
      { type: 'quantity.increase' },
      { type: 'quantity.increase' },
      { type: 'quantity.decrease' },
      { type: 'quantity.toMost' },
      { type: 'quantity.tryIncrease' },
      { type: 'order.add' },
    ],
  ],
];

const NOTHING_CHOSEN: Selection = { Size: [], Extras: [], Dip: [] };

const keyOf = (event: EventObject) => JSON.stringify(event);

/** The steps the dialog's plans offer next, after those taken. */
function plannedInDialog({ opened, taken }: ChooserModelContext): ChooserModelEvent[] {
  const taking = taken.map(keyOf);
  const next = (OPENINGS[opened - 1] ?? [])
    .filter((plan) => taking.every((key, index) => keyOf(plan[index]) === key))
    .map((plan) => plan[taken.length])
    .filter((step): step is ChooserModelEvent => step !== undefined);
  return next.filter((step, index) => next.findIndex((s) => keyOf(s) === keyOf(step)) === index);
}

/** Another dialog opens while a plan is left for it and none was closed without adding. */
const canOpenDish = (context: ChooserModelContext) =>
  !context.closedWithoutAdding && context.opened < OPENINGS.length;

const isPlanned = (context: ChooserModelContext, event: EventObject) =>
  plannedInDialog(context).some((step) => keyOf(step) === keyOf(event));

const choiceOf = (event: EventObject) => {
  const step = event as ChooserModelEvent;
  return 'choice' in step ? { group: step.group, choice: step.choice } : undefined;
};

/** The selection with the choice taken: in place of a one-choice group's pick, or beside. */
function withChoice(selection: Selection, group: GroupName, choice: string): Selection {
  const kept = groupOf(group).maxChoices === 1 ? [] : selection[group];
  return { ...selection, [group]: [...kept, choice] };
}

/** Whether every group has at least its minimum (a required one at least one). */
const meetsGroups = (selection: Selection) =>
  DISH.groups.every(
    (group) => selection[group.name].length >= Math.max(group.minChoices, group.required ? 1 : 0),
  );

/** Whether the choice is shown disabled: sold out, or its group is full and it is not chosen. */
export function isDisabled(selection: Selection, group: GroupName, choice: string): boolean {
  const { choices, maxChoices } = groupOf(group);
  const chosen = selection[group];
  if (choices.find((c) => c.name === choice)?.soldOut) return true;
  return maxChoices > 1 && chosen.length >= maxChoices && !chosen.includes(choice);
}

/** Two selections are the same choices, whatever order they were made in. */
const sameChoices = (a: Selection, b: Selection) =>
  DISH.groups.every(({ name }) => [...a[name]].sort().join() === [...b[name]].sort().join());

/**
 * Choosing a dish's options on the restaurant page, with the product machine's states
 * (machines/menu-choice/chooser.machine.ts): in the dialog, `choosing.incomplete` until the
 * required size is chosen, then `choosing.ready`; adding or Escape closes it. The page's cart
 * (machines/cart) takes what is added: the same choices raise a line's quantity, others make a
 * new line. The steps follow the plans of OPENINGS.
 */
const chooserModelMachine = setup({
  types: { context: {} as ChooserModelContext, events: {} as ChooserModelEvent },
  guards: {
    isPlanned: ({ context, event }) => isPlanned(context, event),
    canOpenDish: ({ context }) => canOpenDish(context),
    meetsGroupsWithIt: ({ context, event }) => {
      const taken = choiceOf(event);
      return (
        taken !== undefined && meetsGroups(withChoice(context.selection, taken.group, taken.choice))
      );
    },
    isShownDisabled: ({ context, event }) => {
      const tried = choiceOf(event);
      return tried !== undefined && isDisabled(context.selection, tried.group, tried.choice);
    },
    isOne: ({ context }) => context.quantity === 1,
    isMost: ({ context }) => context.quantity === MOST,
    hasSameLine: ({ context }) =>
      context.lines.some((line) => sameChoices(line.selection, context.selection)),
  },
  actions: {
    takeStep: assign({ taken: ({ context, event }) => [...context.taken, event] }),
    select: assign({
      selection: ({ context, event }) => {
        const { group, choice } = choiceOf(event)!;
        return withChoice(context.selection, group, choice);
      },
    }),
    deselect: assign({
      selection: ({ context, event }) => {
        const { group, choice } = choiceOf(event)!;
        return {
          ...context.selection,
          [group]: context.selection[group].filter((c) => c !== choice),
        };
      },
    }),
    clearGroup: assign({
      selection: ({ context, event }) =>
        event.type === 'group.clear'
          ? { ...context.selection, [event.group]: [] }
          : context.selection,
    }),
    increase: assign({ quantity: ({ context }) => context.quantity + 1 }),
    decrease: assign({ quantity: ({ context }) => context.quantity - 1 }),
    toMost: assign({ quantity: MOST }),
    openDialog: assign({
      opened: ({ context }) => context.opened + 1,
      taken: [],
      selection: NOTHING_CHOSEN,
      quantity: 1,
    }),
    raiseLine: assign({
      lines: ({ context }) =>
        context.lines.map((line) =>
          sameChoices(line.selection, context.selection)
            ? { ...line, quantity: line.quantity + context.quantity }
            : line,
        ),
    }),
    addLine: assign({
      lines: ({ context }) => [
        ...context.lines,
        { selection: context.selection, quantity: context.quantity },
      ],
    }),
    noteClosed: assign({ closedWithoutAdding: true }),
  },
}).createMachine({
  id: 'chooserModel',
  context: {
    opened: 0,
    taken: [],
    selection: NOTHING_CHOSEN,
    quantity: 1,
    lines: [],
    closedWithoutAdding: false,
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'page.open': { target: 'menu' } },
    },
    // The restaurant page, the dialog closed.
    menu: {
      on: {
        'dish.open': { guard: 'canOpenDish', target: 'choosing', actions: 'openDialog' },
      },
    },
    choosing: {
      initial: 'incomplete',
      states: {
        // The size is not chosen: 'Add to order' is disabled.
        incomplete: {
          meta: { requirements: ['FEAT-dish-options-required-group'] },
          on: {
            'choice.select': [
              {
                guard: and(['isPlanned', 'meetsGroupsWithIt']),
                target: 'ready',
                actions: ['takeStep', 'select'],
              },
              { guard: 'isPlanned', target: 'incomplete', actions: ['takeStep', 'select'] },
            ],
            // Every plan that tries a disabled choice tries the sold-out size first.
            'choice.tryDisabled': {
              guard: and(['isPlanned', 'isShownDisabled']),
              target: 'incomplete',
              actions: 'takeStep',
              meta: { requirements: ['FEAT-dish-options-sold-out-choice'] },
            },
          },
        },
        // Every required group is met, and stays so: a size is changed, never taken away.
        ready: {
          on: {
            'choice.select': {
              guard: 'isPlanned',
              target: 'ready',
              actions: ['takeStep', 'select'],
            },
            'choice.deselect': {
              guard: 'isPlanned',
              target: 'ready',
              actions: ['takeStep', 'deselect'],
            },
            'group.clear': {
              guard: 'isPlanned',
              target: 'ready',
              actions: ['takeStep', 'clearGroup'],
            },
            'quantity.increase': {
              guard: 'isPlanned',
              target: 'ready',
              actions: ['takeStep', 'increase'],
            },
            'quantity.decrease': {
              guard: 'isPlanned',
              target: 'ready',
              actions: ['takeStep', 'decrease'],
            },
            'quantity.toMost': {
              guard: 'isPlanned',
              target: 'ready',
              actions: ['takeStep', 'toMost'],
            },
            // A press past a bound: the plans take it at 1 and at the most, and nothing changes.
            'quantity.tryDecrease': {
              guard: and(['isPlanned', 'isOne']),
              target: 'ready',
              actions: 'takeStep',
            },
            'quantity.tryIncrease': {
              guard: and(['isPlanned', 'isMost']),
              target: 'ready',
              actions: 'takeStep',
            },
            'order.add': [
              {
                guard: and(['isPlanned', 'hasSameLine']),
                target: '#chooserModel.menu',
                actions: ['takeStep', 'raiseLine'],
                meta: { requirements: ['FEAT-dish-options-same-choices-same-line'] },
              },
              {
                guard: 'isPlanned',
                target: '#chooserModel.menu',
                actions: ['takeStep', 'addLine'],
                meta: { requirements: ['FEAT-dish-options-line-with-choices'] },
              },
            ],
          },
        },
      },
      on: {
        'chooser.close': {
          guard: 'isPlanned',
          target: 'menu',
          actions: ['takeStep', 'noteClosed'],
        },
      },
    },
  },
});

/** The model's state at a step: what is chosen, how many, and the cart's lines. */
export const chooserAt = (snapshot: AnyMachineSnapshot) => snapshot.context as ChooserModelContext;

/** The steps a state offers: those its plans take next (each changes something). */
function stepsIn(snapshot: AnyMachineSnapshot): ChooserModelEvent[] {
  const context = chooserAt(snapshot);
  if (snapshot.matches('closed')) return [{ type: 'page.open' }];
  if (snapshot.matches('menu')) return canOpenDish(context) ? [{ type: 'dish.open' }] : [];
  return plannedInDialog(context);
}

function describeEvent(event: EventObject): string {
  const step = event as ChooserModelEvent;
  switch (step.type) {
    case 'page.open':
      return 'open the restaurant page';
    case 'dish.open':
      return `click "${DISH.name}": its options open`;
    case 'choice.select':
      return `choose "${step.choice}" in ${step.group}`;
    case 'choice.tryDisabled':
      return `try "${step.choice}" in ${step.group}, which is disabled`;
    case 'choice.deselect':
      return `uncheck "${step.choice}" in ${step.group}`;
    case 'group.clear':
      return `choose "None" in ${step.group}`;
    case 'quantity.increase':
      return 'one more';
    case 'quantity.decrease':
      return 'one fewer';
    case 'quantity.toMost':
      return `one more until ${MOST}`;
    case 'quantity.tryDecrease':
      return 'try one fewer at 1, which is unavailable';
    case 'quantity.tryIncrease':
      return `try one more at ${MOST}, which is unavailable`;
    case 'order.add':
      return 'add to order';
    case 'chooser.close':
      return 'press Escape';
  }
}

export const pathModel: PathModel = {
  name: 'chooser',
  machine: chooserModelMachine,
  events: stepsIn,
  describeEvent,
};
