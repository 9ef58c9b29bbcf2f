import { useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ErrorText, Field, Label } from '@/forms/text-field.styles';
import { timeZoneChoices } from './opening-hours.values';
import { Select } from './opening-hours.styles';
import type { RestaurantFormValues } from './restaurant-form.schema';

/** The zone the hours are read in: every zone the browser knows. */
export function TimeZoneField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const current = useWatch({ control, name: 'timeZone' });
  const choices = useMemo(() => timeZoneChoices(current), [current]);
  const id = useId();
  const error = errors.timeZone?.message;
  return (
    <Field>
      <Label htmlFor={id}>Time zone</Label>
      <Select
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register('timeZone')}
      >
        {choices.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </Select>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}
