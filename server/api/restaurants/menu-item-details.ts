import { randomUUID } from 'node:crypto';
import type {
  Allergen,
  DietaryTag,
  OptionChoice,
  OptionChoiceInput,
  OptionGroup,
  OptionGroupInput,
} from '@contract/menu-options';
import type { MenuItemInput } from '@contract/restaurant';
import { httpError } from '../plugins/errors.plugin';
import { keptIds } from './menu-item-ids';

/** A dish's description, tags, allergens and option groups, as they are stored. */
export interface MenuItemDetails {
  description: string;
  dietary: DietaryTag[];
  allergens: Allergen[];
  optionGroups: OptionGroup[];
}

/**
 * The details a sent item is saved with. What the form leaves out, the saved item keeps (a new
 * one has none), so that a client that knows only names and prices never drops an item's
 * options. Option groups and choices keep their ids as items do (`keptIds`); an `_id` that is
 * not one of the saved item's groups, or not a choice of the saved group, is a 400 naming it,
 * like an unknown item id; new ones get new ids. A choice the form says nothing about the
 * availability of keeps it (a new one is available). `saved` is undefined for a new item.
 */
export function menuItemDetails(
  item: MenuItemInput,
  index: number,
  saved: MenuItemDetails | undefined,
): MenuItemDetails {
  return {
    description: item.description ?? saved?.description ?? '',
    dietary: item.dietary ?? saved?.dietary ?? [],
    allergens: item.allergens ?? saved?.allergens ?? [],
    optionGroups:
      item.optionGroups === undefined
        ? (saved?.optionGroups ?? [])
        : optionGroupsOf(item.optionGroups, saved?.optionGroups ?? [], `menuItems.${index}`),
  };
}

function optionGroupsOf(
  sent: readonly OptionGroupInput[],
  saved: readonly OptionGroup[],
  itemPath: string,
): OptionGroup[] {
  const savedById = new Map(saved.map((group) => [group._id, group]));
  const ids = keptIds(
    sent,
    saved.map(({ _id, name }) => ({ id: _id, name })),
  );
  return sent.map((group, index) => {
    const path = `${itemPath}.optionGroups.${index}`;
    if (group._id && !savedById.has(group._id)) {
      throw httpError(400, `${path}._id: is not an option group of this item`);
    }
    const id = ids[index];
    const savedChoices = id === undefined ? [] : savedById.get(id)!.choices;
    return {
      _id: id ?? randomUUID(),
      name: group.name,
      required: group.required,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      choices: choicesOf(group.choices, savedChoices, path),
    };
  });
}

function choicesOf(
  sent: readonly OptionChoiceInput[],
  saved: readonly OptionChoice[],
  groupPath: string,
): OptionChoice[] {
  const savedById = new Map(saved.map((choice) => [choice._id, choice]));
  const ids = keptIds(
    sent,
    saved.map(({ _id, name }) => ({ id: _id, name })),
  );
  return sent.map((choice, index) => {
    if (choice._id && !savedById.has(choice._id)) {
      throw httpError(400, `${groupPath}.choices.${index}._id: is not a choice of this group`);
    }
    const id = ids[index];
    return {
      _id: id ?? randomUUID(),
      name: choice.name,
      price: choice.price,
      available: choice.available ?? (id === undefined || savedById.get(id)!.available),
    };
  });
}
