import { lazy, Suspense, useId, useState } from 'react';
import type { MenuItem } from '@contract/restaurant';
import { StackList } from '@/components/ui/stack-list';
import { avoidReason } from './avoid-filter';
import { AvoidFilterControl } from './avoid-filter-control';
import { MenuDish } from './menu-dish';
import { MenuColumn, MenuHeader, MenuTitle } from './restaurant-detail.styles';
import { useAvoidFilter } from './use-avoid-filter';

// The options dialog loads when someone reaches for a dish that has options.
const loadChooser = () => import(/* webpackChunkName: "menu-item-chooser" */ './menu-item-chooser');
const MenuItemChooser = lazy(loadChooser);
const preloadChooser = () => void loadChooser();

/** What the options dialog adds besides the dish: its choice ids and how many. */
export interface ChosenOptions {
  choices: string[];
  quantity: number;
}

export interface RestaurantMenuProps {
  menuItems: readonly MenuItem[];
  /**
   * Called with the dish to add: a dish without options as pressed (one of it), a dish with
   * options from its dialog, with the choices and the quantity.
   */
  onAddToCart?: (item: MenuItem, options?: ChosenOptions) => void;
}

/**
 * The menu as a list of buttons. A dish without options is added as it is pressed; one with
 * options opens its dialog, and focus comes back to it afterwards. The avoid filter beside the
 * heading dims the dishes it rules out.
 */
export function RestaurantMenu({ menuItems, onAddToCart }: RestaurantMenuProps) {
  const id = useId();
  const filter = useAvoidFilter();
  const [chosen, setChosen] = useState<{ item: MenuItem; button: HTMLButtonElement }>();
  const reasons = menuItems.map((item) => avoidReason(item, filter));

  return (
    <MenuColumn>
      <MenuHeader>
        <MenuTitle>Menu</MenuTitle>
        <AvoidFilterControl filter={filter} dimmed={reasons.filter(Boolean).length} />
      </MenuHeader>
      <StackList>
        {menuItems.map((item, index) => {
          const hasOptions = item.optionGroups.length > 0;
          return (
            <MenuDish
              key={item._id}
              item={item}
              id={`${id}${index}`}
              avoidReason={reasons[index]}
              onReach={hasOptions ? preloadChooser : undefined}
              onPress={(button) => (hasOptions ? setChosen({ item, button }) : onAddToCart?.(item))}
            />
          );
        })}
      </StackList>
      {chosen && (
        <Suspense fallback={null}>
          <MenuItemChooser
            key={chosen.item._id}
            item={chosen.item}
            onAdd={({ item, choices, quantity }) => onAddToCart?.(item, { choices, quantity })}
            onClose={() => {
              setChosen(undefined);
              chosen.button.focus();
            }}
          />
        </Suspense>
      )}
    </MenuColumn>
  );
}
