import { useId } from 'react';
import type { MenuItem } from '@contract/restaurant';
import { StackList } from '@/components/ui/stack-list';
import { formatPrice } from '@/lib/money';
import {
  ItemLabel,
  ItemName,
  ItemPrice,
  MenuColumn,
  MenuEntry,
  MenuItemButton,
  MenuTitle,
  SoldOutBadge,
} from './restaurant-detail.styles';

export const SOLD_OUT = 'Sold out';

export interface RestaurantMenuProps {
  menuItems: readonly MenuItem[];
  /** Called with the item pressed: the cart adds one of it. */
  onAddToCart?: (item: MenuItem) => void;
}

/**
 * The menu as a list of buttons, each adding its item to the order. A sold-out item stays on
 * the list, greyed and disabled, its badge (on the button's corner) describing it to assistive
 * technology.
 */
export function RestaurantMenu({ menuItems, onAddToCart }: RestaurantMenuProps) {
  const id = useId();
  return (
    <MenuColumn>
      <MenuTitle>Menu</MenuTitle>
      <StackList>
        {menuItems.map((item, index) => (
          <MenuEntry key={item._id}>
            <MenuItemButton
              type="button"
              aria-label={`${item.name}, ${formatPrice(item.price)}`}
              aria-describedby={item.available ? undefined : `${id}-${index}`}
              disabled={!item.available}
              onClick={() => onAddToCart?.(item)}
            >
              <ItemLabel>
                <ItemName>{item.name}</ItemName>
              </ItemLabel>
              <ItemPrice>{formatPrice(item.price)}</ItemPrice>
            </MenuItemButton>
            {/* Beside the button, not in it: the button's name stays what it shows. */}
            {!item.available && <SoldOutBadge id={`${id}-${index}`}>{SOLD_OUT}</SoldOutBadge>}
          </MenuEntry>
        ))}
      </StackList>
    </MenuColumn>
  );
}
