import type { MenuItem } from '@contract/restaurant';
import { StackList } from '@/components/ui/stack-list';
import { formatPrice } from '@/lib/money';
import {
  ItemName,
  ItemPrice,
  MenuColumn,
  MenuItemButton,
  MenuTitle,
} from './restaurant-detail.styles';

export interface RestaurantMenuProps {
  menuItems: readonly MenuItem[];
  /** Called with the item pressed: the cart adds one of it. */
  onAddToCart?: (item: MenuItem) => void;
}

/** The menu as a list of buttons, each adding its item to the order. */
export function RestaurantMenu({ menuItems, onAddToCart }: RestaurantMenuProps) {
  return (
    <MenuColumn>
      <MenuTitle>Menu</MenuTitle>
      <StackList>
        {menuItems.map((item) => (
          <li key={item._id}>
            <MenuItemButton
              type="button"
              aria-label={`${item.name}, ${formatPrice(item.price)}`}
              onClick={() => onAddToCart?.(item)}
            >
              <ItemName>{item.name}</ItemName>
              <ItemPrice>{formatPrice(item.price)}</ItemPrice>
            </MenuItemButton>
          </li>
        ))}
      </StackList>
    </MenuColumn>
  );
}
