import { useRef, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Restaurant } from '@contract/restaurant';
import { Button } from '@/components/ui/button';
import { CuisinesSection } from './cuisines-section';
import { DetailsSection } from './details-section';
import { ImageSection } from './image-section';
import { MenuSection } from './menu-section';
import { OpeningHoursSection } from './opening-hours-section';
import {
  restaurantFormValuesSchema,
  type RestaurantFormOutput,
  type RestaurantFormValues,
} from './restaurant-form.schema';
import { Actions, Form } from './restaurant-form.styles';
import { toFormValues, toRestaurantFormData } from './restaurant-form.values';
import type { FieldProblem } from './use-save-restaurant';
import { useSavedRestaurantSync } from './use-saved-restaurant-sync';

export interface RestaurantFormProps {
  /** The saved restaurant; none means the form creates one. */
  restaurant?: Restaurant;
  /** Sends the multipart body; the form stays busy until it settles. A problem the server
   * found with a field is shown there. */
  onSave: (body: FormData) => Promise<FieldProblem | undefined>;
}

/** The owner's restaurant form: details, cuisines, menu, opening hours and image. */
export function RestaurantForm({ restaurant, onSave }: RestaurantFormProps) {
  const form = useForm<RestaurantFormValues, unknown, RestaurantFormOutput>({
    resolver: zodResolver(restaurantFormValuesSchema),
    defaultValues: toFormValues(restaurant),
  });
  const { handleSubmit, formState, setError } = form;
  useSavedRestaurantSync(form, restaurant);

  // The disabled button stops clicks once React has re-rendered; this stops a second submit
  // (a double click, Enter twice) that arrives before then.
  const saving = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async (values) => {
      if (saving.current) return;
      saving.current = true;
      try {
        const problem = await onSave(toRestaurantFormData(values));
        if (problem) setError(problem.field, { message: problem.message }, { shouldFocus: true });
      } finally {
        saving.current = false;
      }
    })(event);

  return (
    <FormProvider {...form}>
      <Form noValidate aria-label="Restaurant" onSubmit={submit}>
        <DetailsSection />
        <CuisinesSection />
        <MenuSection />
        <OpeningHoursSection />
        <ImageSection />
        <Actions>
          <Button
            type="submit"
            disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting}
          >
            {formState.isSubmitting ? 'Saving...' : 'Submit'}
          </Button>
        </Actions>
      </Form>
    </FormProvider>
  );
}
