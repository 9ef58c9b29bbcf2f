import { useFieldArray, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { MAX_MENU_ITEMS } from '@contract/restaurant';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { media } from '@/theme/theme';
import { TextField } from '@/forms/text-field';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { ErrorText } from '@/forms/text-field.styles';
import { AvailabilitySwitch } from './availability-switch';
import { Section, SectionHint, SectionTitle } from './restaurant-form.styles';
import { blankMenuItem } from './restaurant-form.values';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Name, price, availability and the remove button share a row; on phones the name takes a row
// of its own, and the availability switch one under the price.
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'name name' 'price remove' 'available available';
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: start;
  > :nth-child(1) {
    grid-area: name;
  }
  > :nth-child(2) {
    grid-area: price;
  }
  > :nth-child(3) {
    grid-area: available;
    justify-self: start;
  }
  > :nth-child(4) {
    grid-area: remove;
  }
  ${media.down('md')} {
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto auto;
    grid-template-areas: 'name price available remove';
  }
`;

const RemoveButton = styled(Button)`
  /* Lines up with the inputs, below their labels. */
  margin-top: 1.625rem;
  padding: 0 ${({ theme }) => theme.space.md};
`;

/** The menu lines: add as many as needed, remove any, mark any sold out. */
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
      <List>
        {fields.map((field, index) => (
          <Row key={field.id} aria-label={`Menu item ${index + 1}`}>
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
          </Row>
        ))}
      </List>
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
