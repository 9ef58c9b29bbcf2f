import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_MENU_ITEMS } from '@contract/restaurant';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { TextField } from '@/forms/text-field';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { ErrorText } from '@/forms/text-field.styles';
import { AvailabilitySwitch } from './availability-switch';
import { MenuItemDetails } from './menu-item-details';
import { blankMenuItem } from './menu-item.values';
import { Lines, MenuLine, RemoveButton } from './menu-section.styles';
import { Section, SectionHint, SectionTitle } from './restaurant-form.styles';

/** The menu lines: add as many as needed, remove any, mark any (or any choice) sold out. */
export function MenuSection() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'menuItems' });
  const listError = errors.menuItems?.root?.message ?? errors.menuItems?.message;

  return (
    <Section aria-labelledby="restaurant-menu-title">
      <SectionTitle id="restaurant-menu-title">Menu</SectionTitle>
      <SectionHint>Create your menu and give each item a name and a price</SectionHint>
      <SectionHint>
        Switch Available off when an item sells out: customers still see it but cannot order it. The
        switch of a saved item takes effect at once.
      </SectionHint>
      <SectionHint>
        An item&apos;s choices have switches of their own, which work the same way.
      </SectionHint>
      <Lines>
        {fields.map((field, index) => (
          <MenuLine key={field.id} aria-label={`Menu item ${index + 1}`}>
            <TextField
              label="Item name"
              error={errors.menuItems?.[index]?.name?.message}
              {...register(`menuItems.${index}.name`)}
            />
            <TextField
              label="Price ($)"
              inputMode="decimal"
              placeholder="8.00"
              error={errors.menuItems?.[index]?.price?.message}
              {...register(`menuItems.${index}.price`)}
            />
            <AvailabilitySwitch index={index} />
            <RemoveButton
              type="button"
              $variant="outline"
              aria-label={`Remove menu item ${index + 1}`}
              onClick={() => remove(index)}
            >
              <CloseIcon />
            </RemoveButton>
            <MenuItemDetails index={index} />
          </MenuLine>
        ))}
      </Lines>
      {listError && <ErrorText>{listError}</ErrorText>}
      <div>
        <Button
          type="button"
          $variant="outline"
          disabled={fields.length >= MAX_MENU_ITEMS}
          onClick={() => append(blankMenuItem())}
        >
          Add Menu Item
        </Button>
      </div>
    </Section>
  );
}
