import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_OPTION_GROUPS } from '@contract/menu-options';
import { Button } from '@/components/ui/button';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { Legend, Note, PlainFieldset } from './menu-item-details.styles';
import { OptionGroupFields } from './option-group-fields';
import { blankOptionGroup } from './option-group.values';
import { GroupList } from './option-groups.styles';

/**
 * A menu item's option groups (a size, extras, a drink), which customers choose from when they
 * add the item. None: the item is added as it is.
 */
export function OptionGroupsSection({ item }: { item: number }) {
  const { control } = useFormContext<RestaurantFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `menuItems.${item}.optionGroups`,
  });
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <PlainFieldset>
      <Legend>Options</Legend>
      <Note>Sizes, extras, a choice of drink: what customers choose when they add this item.</Note>
      {fields.length > 0 && (
        <GroupList>
          {fields.map((field, group) => (
            <li key={field.id}>
              <OptionGroupFields
                item={item}
                group={group}
                onRemove={() => {
                  remove(group);
                  addButton.current?.focus();
                }}
              />
            </li>
          ))}
        </GroupList>
      )}
      <div>
        <Button
          ref={addButton}
          type="button"
          $variant="outline"
          disabled={fields.length >= MAX_OPTION_GROUPS}
          onClick={() => append(blankOptionGroup())}
        >
          Add option group
        </Button>
      </div>
    </PlainFieldset>
  );
}
