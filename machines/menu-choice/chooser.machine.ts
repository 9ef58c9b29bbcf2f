import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { MAX_QUANTITY, MIN_QUANTITY } from '@contract/checkout-limits';
import type { MenuItem } from '@contract/restaurant';
import {
  canSelect,
  chosenChoices,
  chosenIn,
  clearGroup,
  deselect,
  isSelectionComplete,
  select,
  unitPrice,
  type Selection,
} from './choice-selection';

export interface ChooserInput {
  /** The dish being chosen, with its option groups. */
  item: MenuItem;
}

export interface ChooserContext extends ChooserInput {
  selection: Selection;
  quantity: number;
}

/** What the customer adds: the dish, its choice ids in the menu's order, and how many. */
export interface ChosenOrder {
  item: MenuItem;
  choices: string[];
  quantity: number;
}

/** What the customer does in the dish's dialog. */
export type ChooserEvent =
  /** A radio button (replacing the group's pick) or a checkbox being checked. */
  | { type: 'choice.select'; groupId: string; choiceId: string }
  /** A checkbox being unchecked. */
  | { type: 'choice.deselect'; groupId: string; choiceId: string }
  /** An optional single-choice group's 'None'. */
  | { type: 'group.clear'; groupId: string }
  | { type: 'quantity.increase' }
  | { type: 'quantity.decrease' }
  /** 'Add to order · $x.xx', once every required group is met. */
  | { type: 'order.add' }
  /** The close button or Escape. */
  | { type: 'chooser.close' };

type GroupEvent = Extract<ChooserEvent, { groupId: string }>;
type ChoiceEvent = Extract<ChooserEvent, { choiceId: string }>;

const choiceParams = ({ event }: { event: ChoiceEvent }) => ({
  groupId: event.groupId,
  choiceId: event.choiceId,
});

const groupParams = ({ event }: { event: GroupEvent }) => ({ groupId: event.groupId });

/** What the view reads: the live price, and what 'Add to order' would add. */
export const chooserPrice = ({ item, selection, quantity }: ChooserContext) =>
  unitPrice(item, selection) * quantity;

export const chosenOrder = ({ item, selection, quantity }: ChooserContext): ChosenOrder => ({
  item,
  choices: chosenChoices(item, selection).map((choice) => choice._id),
  quantity,
});

/**
 * One dish's options, from the dialog opening to adding it or closing. Nothing is chosen at
 * first: `choosing.incomplete` (tag 'incomplete') until every group has its minimum, then
 * `choosing.ready` (tag 'ready'), where 'Add to order' runs `addToOrder` (provided by the view:
 * it sends the cart `item.add`) and ends in `added`; closing ends in `closed`. A sold-out choice,
 * a choice past a group's maximum and a quantity outside 1 to 99 are refused.
 */
export const chooserMachine = setup({
  types: {
    input: {} as ChooserInput,
    context: {} as ChooserContext,
    events: {} as ChooserEvent,
  },
  actions: {
    addToOrder: (_, _order: ChosenOrder) => undefined,
    select: assign({
      selection: ({ context }, params: { groupId: string; choiceId: string }) =>
        select(context.item, context.selection, params.groupId, params.choiceId),
    }),
    deselect: assign({
      selection: ({ context }, params: { groupId: string; choiceId: string }) =>
        deselect(context.selection, params.groupId, params.choiceId),
    }),
    clearGroup: assign({
      selection: ({ context }, params: { groupId: string }) =>
        clearGroup(context.selection, params.groupId),
    }),
    increase: assign({ quantity: ({ context }) => context.quantity + 1 }),
    decrease: assign({ quantity: ({ context }) => context.quantity - 1 }),
  },
  guards: {
    canSelect: ({ context }, params: { groupId: string; choiceId: string }) =>
      canSelect(context.item, context.selection, params.groupId, params.choiceId),
    isChosen: ({ context }, params: { groupId: string; choiceId: string }) =>
      chosenIn(context.selection, params.groupId).includes(params.choiceId),
    hasChosen: ({ context }, params: { groupId: string }) =>
      chosenIn(context.selection, params.groupId).length > 0,
    isComplete: ({ context }) => isSelectionComplete(context.item, context.selection),
    belowMaximum: ({ context }) => context.quantity < MAX_QUANTITY,
    aboveMinimum: ({ context }) => context.quantity > MIN_QUANTITY,
  },
}).createMachine({
  id: 'chooser',
  context: ({ input }) => ({ item: input.item, selection: {}, quantity: MIN_QUANTITY }),
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'checking',
      states: {
        // Every change of the selection comes back here to tell whether the dish can be added.
        checking: {
          always: [{ guard: 'isComplete', target: 'ready' }, { target: 'incomplete' }],
        },
        incomplete: { tags: 'incomplete' },
        ready: {
          tags: 'ready',
          on: {
            'order.add': {
              target: '#chooser.added',
              actions: {
                type: 'addToOrder',
                params: ({ context }) => chosenOrder(context),
              },
            },
          },
        },
      },
      on: {
        'choice.select': {
          guard: { type: 'canSelect', params: choiceParams },
          target: '.checking',
          actions: { type: 'select', params: choiceParams },
        },
        'choice.deselect': {
          guard: { type: 'isChosen', params: choiceParams },
          target: '.checking',
          actions: { type: 'deselect', params: choiceParams },
        },
        'group.clear': {
          guard: { type: 'hasChosen', params: groupParams },
          target: '.checking',
          actions: { type: 'clearGroup', params: groupParams },
        },
        'quantity.increase': { guard: 'belowMaximum', actions: 'increase' },
        'quantity.decrease': { guard: 'aboveMinimum', actions: 'decrease' },
        'chooser.close': { target: 'closed' },
      },
    },
    added: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type ChooserActorRef = ActorRefFrom<typeof chooserMachine>;
export type ChooserSnapshot = SnapshotFrom<typeof chooserMachine>;
