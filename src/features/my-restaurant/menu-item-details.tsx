import { AllergenFields } from './allergen-fields';
import { DescriptionField } from './description-field';
import { DietaryFields } from './dietary-fields';
import { Details } from './menu-item-details.styles';
import { OptionGroupsSection } from './option-groups-section';

/** What a menu item says beyond its name and price: what it is, what is in it, its options. */
export function MenuItemDetails({ index }: { index: number }) {
  return (
    <Details>
      <DescriptionField index={index} />
      <DietaryFields index={index} />
      <AllergenFields index={index} />
      <OptionGroupsSection item={index} />
    </Details>
  );
}
