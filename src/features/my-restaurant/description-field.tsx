import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_MENU_ITEM_DESCRIPTION_LENGTH } from '@contract/menu-options';
import { ErrorText, Field, Label } from '@/forms/text-field.styles';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { Note, TextArea } from './menu-item-details.styles';

/**
 * A menu item's description, with the characters used out of those allowed. No hard limit on
 * typing: text pasted over it stays whole for the owner to shorten, and the message says so.
 */
export function DescriptionField({ index }: { index: number }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const description = useWatch({ control, name: `menuItems.${index}.description` });
  const id = useId();
  const error = errors.menuItems?.[index]?.description?.message;
  return (
    <Field>
      <Label htmlFor={id}>Description</Label>
      <TextArea
        as="textarea"
        id={id}
        rows={2}
        placeholder="What is in it, how it is made"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
        {...register(`menuItems.${index}.description`)}
      />
      <Note id={`${id}-count`}>
        {description.length} of {MAX_MENU_ITEM_DESCRIPTION_LENGTH} characters
      </Note>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}
