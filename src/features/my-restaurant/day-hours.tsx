import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { Weekday } from '@contract/opening-hours';
import { CloseIcon } from '@/components/ui/icons';
import { ErrorText } from '@/forms/text-field.styles';
import { blankRange, DAY_NAMES } from './opening-hours.values';
import {
  Dash,
  Day,
  DayBody,
  DayName,
  IconButton,
  Muted,
  RangeRow,
  Ranges,
  RemoveRangeButton,
  TimeInput,
} from './opening-hours.styles';
import { MAX_RANGES_PER_DAY, type RestaurantFormValues } from './restaurant-form.schema';

export interface DayHoursProps {
  day: Weekday;
  /** Whether the week has hours at all: a day without any is then closed. */
  weekHasHours: boolean;
}

/** One day's ranges: any number, each opening and closing time with its messages under it. */
export function DayHours({ day, weekHasHours }: DayHoursProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `openingHours.${day}` });
  const id = useId();
  const name = DAY_NAMES[day];
  const dayErrors = errors.openingHours?.[day];

  return (
    <Day aria-labelledby={`${id}-day`}>
      <DayName id={`${id}-day`}>{name}</DayName>
      <DayBody>
        {fields.length === 0 && weekHasHours && <Muted>Closed</Muted>}
        {fields.length > 0 && (
          <Ranges aria-label={`${name} hours`}>
            {fields.map((field, index) => {
              const label = `${name} hours ${index + 1}`;
              const opensError = dayErrors?.[index]?.opens?.message;
              const closesError = dayErrors?.[index]?.closes?.message;
              return (
                <li key={field.id}>
                  <RangeRow>
                    <TimeInput
                      type="time"
                      aria-label={`${label} opens`}
                      aria-invalid={Boolean(opensError)}
                      aria-describedby={opensError ? `${id}-${index}-opens` : undefined}
                      {...register(`openingHours.${day}.${index}.opens`)}
                    />
                    <Dash aria-hidden="true">–</Dash>
                    <TimeInput
                      type="time"
                      aria-label={`${label} closes`}
                      aria-invalid={Boolean(closesError)}
                      aria-describedby={closesError ? `${id}-${index}-closes` : undefined}
                      {...register(`openingHours.${day}.${index}.closes`)}
                    />
                    <RemoveRangeButton
                      type="button"
                      $variant="outline"
                      aria-label={`Remove ${label}`}
                      onClick={() => remove(index)}
                    >
                      <CloseIcon />
                    </RemoveRangeButton>
                  </RangeRow>
                  {opensError && <ErrorText id={`${id}-${index}-opens`}>{opensError}</ErrorText>}
                  {closesError && <ErrorText id={`${id}-${index}-closes`}>{closesError}</ErrorText>}
                </li>
              );
            })}
          </Ranges>
        )}
        <IconButton
          type="button"
          $variant="outline"
          aria-label={`Add hours on ${name}`}
          disabled={fields.length >= MAX_RANGES_PER_DAY}
          onClick={() => append(blankRange())}
        >
          Add hours
        </IconButton>
      </DayBody>
    </Day>
  );
}
