import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { TextField } from '@/forms/text-field';
import { Check, Note } from './menu-item-details.styles';
import { OptionChoicesFields } from './option-choices-fields';
import { GroupBox, GroupLegend, GroupRow } from './option-groups.styles';
import { useOptionGroupFields } from './use-option-group-fields';

export interface OptionGroupFieldsProps {
  item: number;
  group: number;
  onRemove: () => void;
}

/** One option group: its name, whether customers must choose, how many, and its choices. */
export function OptionGroupFields({ item, group, onRemove }: OptionGroupFieldsProps) {
  const fields = useOptionGroupFields(item, group);
  return (
    <GroupBox>
      <GroupLegend>Option group {group + 1}</GroupLegend>
      <GroupRow>
        <TextField
          label="Group name"
          placeholder="Size"
          error={fields.errors?.name?.message}
          {...fields.name}
        />
        <Check>
          <input type="checkbox" {...fields.required} />
          Required
        </Check>
        <TextField
          label="Minimum choices"
          type="number"
          inputMode="numeric"
          min={0}
          error={fields.errors?.minChoices?.message}
          {...fields.minChoices}
        />
        <TextField
          label="Maximum choices"
          type="number"
          inputMode="numeric"
          min={1}
          error={fields.errors?.maxChoices?.message}
          {...fields.maxChoices}
        />
      </GroupRow>
      {fields.rule && <Note>Customers read: {fields.rule}</Note>}
      <OptionChoicesFields item={item} group={group} onChanged={fields.recheckCounts} />
      <div>
        <Button
          type="button"
          $variant="ghost"
          aria-label={`Remove group ${fields.label}`}
          onClick={onRemove}
        >
          <TrashIcon />
          Remove group
        </Button>
      </div>
    </GroupBox>
  );
}
