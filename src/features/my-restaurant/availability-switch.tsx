import { useFormContext, useWatch } from 'react-hook-form';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { SwitchButton, Track } from './availability-switch.styles';
import { useAvailabilitySwitch } from './use-availability-switch';

/**
 * 'Available' on or off for one menu line. Its name says which item ('Available: Margherita'),
 * read from the line's name as typed.
 */
export function AvailabilitySwitch({ index }: { index: number }) {
  const { control } = useFormContext<RestaurantFormValues>();
  const name = useWatch({ control, name: `menuItems.${index}.name` });
  const { available, saving, toggle } = useAvailabilitySwitch(index);
  return (
    <SwitchButton
      type="button"
      role="switch"
      aria-checked={available}
      aria-label={`Available: ${name.trim() || `menu item ${index + 1}`}`}
      aria-busy={saving}
      onClick={toggle}
    >
      <Track aria-hidden="true" />
      Available
    </SwitchButton>
  );
}
