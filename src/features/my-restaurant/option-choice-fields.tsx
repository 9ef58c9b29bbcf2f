import { useFormContext, useWatch } from 'react-hook-form';
import { CloseIcon } from '@/components/ui/icons';
import { TextField } from '@/forms/text-field';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { ChoiceAvailabilitySwitch } from './choice-availability-switch';
import { RemoveButton } from './menu-section.styles';
import { ChoiceLine } from './option-groups.styles';
import type { ChoiceAt } from './use-choice-availability-switch';

/** One choice: its name, what it adds in dollars, whether it is available, and its removal. */
export function OptionChoiceFields({ at, onRemove }: { at: ChoiceAt; onRemove: () => void }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const path = `menuItems.${at.item}.optionGroups.${at.group}.choices.${at.choice}` as const;
  const name = useWatch({ control, name: `${path}.name` });
  const fieldErrors = errors.menuItems?.[at.item]?.optionGroups?.[at.group]?.choices?.[at.choice];
  return (
    <ChoiceLine aria-label={`Choice ${at.choice + 1}`}>
      <TextField
        label="Choice name"
        placeholder="Large"
        error={fieldErrors?.name?.message}
        {...register(`${path}.name`)}
      />
      <TextField
        label="Choice price ($)"
        inputMode="decimal"
        placeholder="0.00"
        error={fieldErrors?.price?.message}
        {...register(`${path}.price`)}
      />
      <ChoiceAvailabilitySwitch at={at} />
      <RemoveButton
        type="button"
        $variant="outline"
        aria-label={`Remove choice ${name.trim() || at.choice + 1}`}
        onClick={onRemove}
      >
        <CloseIcon />
      </RemoveButton>
    </ChoiceLine>
  );
}
