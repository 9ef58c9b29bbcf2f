import { useFormContext, useWatch } from 'react-hook-form';
import { ALLERGEN_LABELS, ALLERGENS } from '@contract/dietary';
import { ChevronDownIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { Check, Disclosure, PlainFieldset, Tags } from './menu-item-details.styles';

/**
 * The 14 allergens a menu item may contain, folded away: the summary names those ticked, so a
 * long menu stays short to scroll.
 */
export function AllergenFields({ index }: { index: number }) {
  const { control, register } = useFormContext<RestaurantFormValues>();
  const ticked = useWatch({ control, name: `menuItems.${index}.allergens` });
  const named = ALLERGENS.filter((allergen) => ticked.includes(allergen));
  return (
    <Disclosure>
      <summary>
        Allergens
        <span>{named.map((allergen) => ALLERGEN_LABELS[allergen]).join(', ') || 'none'}</span>
        <ChevronDownIcon />
      </summary>
      <PlainFieldset>
        <VisuallyHidden as="legend">Allergens</VisuallyHidden>
        <Tags>
          {ALLERGENS.map((allergen) => (
            <Check key={allergen}>
              <input
                type="checkbox"
                value={allergen}
                {...register(`menuItems.${index}.allergens`)}
              />
              {ALLERGEN_LABELS[allergen]}
            </Check>
          ))}
        </Tags>
      </PlainFieldset>
    </Disclosure>
  );
}
