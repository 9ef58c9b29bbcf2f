import type { MenuItem } from '@contract/restaurant';

type OptionGroup = MenuItem['optionGroups'][number];
type OptionChoice = OptionGroup['choices'][number];

/** What the customer has chosen so far: the ids of the chosen choices, by group id. */
export type Selection = Readonly<Record<string, readonly string[]>>;

/** A group of which one is taken at most: shown as radio buttons, a new pick replaces the old. */
export const isSingleChoice = (group: OptionGroup) => group.maxChoices === 1;

/** How many a group needs before the dish can be added (a required group at least one). */
export const minimumOf = (group: OptionGroup) => Math.max(group.minChoices, group.required ? 1 : 0);

const NONE: readonly string[] = [];

/** The group's chosen choice ids (the same empty list for every group with none). */
export const chosenIn = (selection: Selection, groupId: string): readonly string[] =>
  selection[groupId] ?? NONE;

/** Whether the group has as many choices as it allows: its other checkboxes are disabled. */
export const isGroupFull = (group: OptionGroup, selection: Selection) =>
  chosenIn(selection, group._id).length >= group.maxChoices;

/** Whether the group has at least its minimum. */
export const isGroupMet = (group: OptionGroup, selection: Selection) =>
  chosenIn(selection, group._id).length >= minimumOf(group);

/** Whether every group of the dish has at least its minimum: the dish can be added. */
export const isSelectionComplete = (item: MenuItem, selection: Selection) =>
  item.optionGroups.every((group) => isGroupMet(group, selection));

const findChoice = (item: MenuItem, groupId: string, choiceId: string) => {
  const group = item.optionGroups.find((candidate) => candidate._id === groupId);
  const choice = group?.choices.find((candidate) => candidate._id === choiceId);
  return group && choice ? { group, choice } : undefined;
};

/**
 * Whether the choice can be taken now: it is one of the group's, not sold out, not taken yet, and
 * the group has room for it (a single-choice group always has: the pick replaces the old one).
 */
export function canSelect(item: MenuItem, selection: Selection, groupId: string, choiceId: string) {
  const found = findChoice(item, groupId, choiceId);
  if (!found?.choice.available) return false;
  const chosen = chosenIn(selection, groupId);
  if (chosen.includes(choiceId)) return false;
  return isSingleChoice(found.group) || chosen.length < found.group.maxChoices;
}

/** The selection with the choice taken: added to its group, or in place of a single pick. */
export function select(
  item: MenuItem,
  selection: Selection,
  groupId: string,
  choiceId: string,
): Selection {
  const found = findChoice(item, groupId, choiceId);
  if (!found) return selection;
  const chosen = isSingleChoice(found.group) ? [] : chosenIn(selection, groupId);
  return { ...selection, [groupId]: [...chosen, choiceId] };
}

/** The selection without the choice. */
export const deselect = (selection: Selection, groupId: string, choiceId: string): Selection => ({
  ...selection,
  [groupId]: chosenIn(selection, groupId).filter((id) => id !== choiceId),
});

/** The selection with nothing taken from the group. */
export const clearGroup = (selection: Selection, groupId: string): Selection => ({
  ...selection,
  [groupId]: [],
});

/** The chosen choices, in the menu's order whatever order they were picked in. */
export function chosenChoices(item: MenuItem, selection: Selection): OptionChoice[] {
  return item.optionGroups.flatMap((group) =>
    group.choices.filter((choice) => chosenIn(selection, group._id).includes(choice._id)),
  );
}

/** The price of one, in cents: the dish's and what each chosen choice adds. */
export const unitPrice = (item: MenuItem, selection: Selection) =>
  chosenChoices(item, selection).reduce((sum, choice) => sum + choice.price, item.price);
