import { useFormContext, useWatch } from 'react-hook-form';
import { WEEKDAYS } from '@contract/opening-hours';
import { DayHours } from './day-hours';
import { isAlwaysOpen } from './opening-hours.values';
import { AlwaysOpen, Days } from './opening-hours.styles';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { Section, SectionHint, SectionTitle } from './restaurant-form.styles';
import { TimeZoneField } from './time-zone-field';

export const ALWAYS_OPEN_NOTE = 'No hours set: always open';

/**
 * When the restaurant takes orders: the week's ranges, day by day, read in its time zone. No
 * range on any day means always open.
 */
export function OpeningHoursSection() {
  const { control } = useFormContext<RestaurantFormValues>();
  const week = useWatch({ control, name: 'openingHours' });
  const alwaysOpen = isAlwaysOpen(week);
  return (
    <Section aria-labelledby="restaurant-hours-title">
      <SectionTitle id="restaurant-hours-title">Opening hours</SectionTitle>
      <SectionHint>
        When your restaurant takes orders, in its own time zone. Hours that close at or before they
        open run past midnight.
      </SectionHint>
      <TimeZoneField />
      {alwaysOpen && <AlwaysOpen>{ALWAYS_OPEN_NOTE}</AlwaysOpen>}
      <Days>
        {WEEKDAYS.map((day) => (
          <DayHours key={day} day={day} weekHasHours={!alwaysOpen} />
        ))}
      </Days>
    </Section>
  );
}
