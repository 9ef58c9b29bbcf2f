import { useFormContext, useWatch } from 'react-hook-form';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { SwitchButton, Track } from './availability-switch.styles';
import { useAvailabilitySwitch } from './use-availability-switch';

export interface AvailabilitySwitchButtonProps {
  /** Says what it switches: 'Available: Margherita'. */
  label: string;
  available: boolean;
  saving: boolean;
  onToggle: () => void;
}

/** 'Available' on or off, as a switch; busy while the change is being saved. */
export function AvailabilitySwitchButton({
  label,
  available,
  saving,
  onToggle,
}: AvailabilitySwitchButtonProps) {
  return (
    <SwitchButton
      type="button"
      role="switch"
      aria-checked={available}
      aria-label={label}
      aria-busy={saving}
      onClick={onToggle}
    >
      <Track aria-hidden="true" />
      Available
    </SwitchButton>
  );
}

/**
 * 'Available' on or off for one menu line. Its name says which item ('Available: Margherita'),
 * read from the line's name as typed.
 */
export function AvailabilitySwitch({ index }: { index: number }) {
  const { control } = useFormContext<RestaurantFormValues>();
  const name = useWatch({ control, name: `menuItems.${index}.name` });
  const { available, saving, toggle } = useAvailabilitySwitch(index);
  return (
    <AvailabilitySwitchButton
      label={`Available: ${name.trim() || `menu item ${index + 1}`}`}
      available={available}
      saving={saving}
      onToggle={toggle}
    />
  );
}
