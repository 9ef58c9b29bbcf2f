import { useFormContext } from 'react-hook-form';
import { DIETARY_LABELS, DIETARY_TAGS } from '@contract/dietary';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { Check, Legend, PlainFieldset, Tags } from './menu-item-details.styles';

/** The dietary tags a menu item carries, as customers will see them. */
export function DietaryFields({ index }: { index: number }) {
  const { register } = useFormContext<RestaurantFormValues>();
  return (
    <PlainFieldset>
      <Legend>Dietary</Legend>
      <Tags>
        {DIETARY_TAGS.map((tag) => (
          <Check key={tag}>
            <input type="checkbox" value={tag} {...register(`menuItems.${index}.dietary`)} />
            {DIETARY_LABELS[tag]}
          </Check>
        ))}
      </Tags>
    </PlainFieldset>
  );
}
