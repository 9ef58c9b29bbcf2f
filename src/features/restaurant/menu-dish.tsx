import { ALLERGEN_LABELS, DIETARY_LABELS } from '@contract/dietary';
import type { MenuItem } from '@contract/restaurant';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatPrice } from '@/lib/money';
import { DietaryGlyph } from './dietary-glyph';
import { DishDetails, Tags } from './menu-dish.styles';
import {
  ItemName,
  ItemPrice,
  MenuEntry,
  MenuItemButton,
  SoldOutBadge,
} from './restaurant-detail.styles';
import { SOLD_OUT } from './sold-out';

export interface MenuDishProps {
  item: MenuItem;
  /** A prefix for the ids the button's description points at. */
  id: string;
  /** Why the dish does not suit the avoid filter; none when it does. */
  avoidReason?: string;
  /** The button was pressed: add the dish, or open its options. */
  onPress: (button: HTMLButtonElement) => void;
  /** The pointer or focus reached the button: what the press needs can load. */
  onReach?: () => void;
}

/**
 * One dish of the menu: a button named by the dish and its price, described by its description,
 * dietary tags, allergens and, when the avoid filter rules it out, why (it is dimmed, not hidden).
 * A sold-out dish stays on the list, greyed and disabled, its badge on the button's corner.
 */
export function MenuDish({ item, id, avoidReason, onPress, onReach }: MenuDishProps) {
  const { description, dietary, allergens } = item;
  const hasDetails =
    Boolean(description || avoidReason) || dietary.length > 0 || allergens.length > 0;
  const described = [!item.available && `${id}s`, hasDetails && `${id}d`].filter(Boolean);
  // The spaces between the parts are for the description read out; the layout ignores them.
  return (
    <MenuEntry $dimmed={Boolean(avoidReason)}>
      <MenuItemButton
        type="button"
        aria-label={`${item.name}, ${formatPrice(item.price)}`}
        aria-describedby={described.join(' ') || undefined}
        aria-haspopup={item.optionGroups.length > 0 ? 'dialog' : undefined}
        disabled={!item.available}
        onClick={(event) => onPress(event.currentTarget)}
        onPointerEnter={onReach}
        onFocus={onReach}
      >
        <ItemName>{item.name}</ItemName>
        <ItemPrice>{formatPrice(item.price)}</ItemPrice>
      </MenuItemButton>
      {/* Beside the button, not in it: the button's name stays what it shows. */}
      {hasDetails && (
        <DishDetails id={`${id}d`}>
          {description && <span>{description}</span>}{' '}
          {dietary.length > 0 && (
            <Tags>
              {dietary.map((tag) => (
                <span key={tag}>
                  <DietaryGlyph tag={tag} />
                  {DIETARY_LABELS[tag]}{' '}
                </span>
              ))}
            </Tags>
          )}{' '}
          {allergens.length > 0 && (
            <span>
              Allergens: {allergens.map((allergen) => ALLERGEN_LABELS[allergen]).join(', ')}
            </span>
          )}{' '}
          {avoidReason && <VisuallyHidden>Does not suit your filter: {avoidReason}</VisuallyHidden>}
        </DishDetails>
      )}
      {!item.available && <SoldOutBadge id={`${id}s`}>{SOLD_OUT}</SoldOutBadge>}
    </MenuEntry>
  );
}
