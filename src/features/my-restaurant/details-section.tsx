import { useFormContext } from 'react-hook-form';
import { DEFAULT_ACCEPT_WINDOW_MINUTES } from '@contract/kitchen-limits';
import { TextField } from '@/forms/text-field';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { FieldRow, Section, SectionHint, SectionTitle } from './restaurant-form.styles';

export function DetailsSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  return (
    <Section aria-labelledby="restaurant-details-title">
      <SectionTitle id="restaurant-details-title">Details</SectionTitle>
      <SectionHint>Enter the details about your restaurant</SectionHint>
      <TextField
        label="Restaurant name"
        autoComplete="organization"
        error={errors.restaurantName?.message}
        {...register('restaurantName')}
      />
      <FieldRow>
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Delivery price ($)"
          inputMode="decimal"
          placeholder="1.50"
          error={errors.deliveryPrice?.message}
          {...register('deliveryPrice')}
        />
        <TextField
          label="Estimated delivery time (minutes)"
          inputMode="numeric"
          placeholder="30"
          error={errors.estimatedDeliveryTime?.message}
          {...register('estimatedDeliveryTime')}
        />
      </FieldRow>
      {/* How long a paid order waits for an answer before it is rejected and refunded. */}
      <TextField
        label="Acceptance window (minutes)"
        inputMode="numeric"
        placeholder={String(DEFAULT_ACCEPT_WINDOW_MINUTES)}
        error={errors.acceptWindowMinutes?.message}
        {...register('acceptWindowMinutes')}
      />
    </Section>
  );
}
