import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_OPTION_CHOICES } from '@contract/menu-options';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/forms/text-field.styles';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { Legend, PlainFieldset } from './menu-item-details.styles';
import { Lines } from './menu-section.styles';
import { OptionChoiceFields } from './option-choice-fields';
import { blankChoice } from './option-group.values';

export interface OptionChoicesFieldsProps {
  item: number;
  group: number;
  /** Called once a choice is added or removed. */
  onChanged: () => void;
}

/** A group's choices: add as many as allowed, remove any; focus stays on the list's controls. */
export function OptionChoicesFields({ item, group, onChanged }: OptionChoicesFieldsProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const at = `menuItems.${item}.optionGroups.${group}` as const;
  const { fields, append, remove } = useFieldArray({ control, name: `${at}.choices` });
  const groupName = useWatch({ control, name: `${at}.name` });
  const addButton = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const choices = errors.menuItems?.[item]?.optionGroups?.[group]?.choices;
  const error = choices?.root?.message ?? choices?.message;

  return (
    <PlainFieldset aria-describedby={error ? errorId : undefined}>
      <Legend>Choices</Legend>
      <Lines>
        {fields.map((field, choice) => (
          <OptionChoiceFields
            key={field.id}
            at={{ item, group, choice }}
            onRemove={() => {
              remove(choice);
              onChanged();
              addButton.current?.focus();
            }}
          />
        ))}
      </Lines>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      <div>
        <Button
          ref={addButton}
          type="button"
          $variant="outline"
          aria-label={`Add choice to ${groupName.trim() || `option group ${group + 1}`}`}
          disabled={fields.length >= MAX_OPTION_CHOICES}
          onClick={() => {
            append(blankChoice());
            onChanged();
          }}
        >
          Add choice
        </Button>
      </div>
    </PlainFieldset>
  );
}
