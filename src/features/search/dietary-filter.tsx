import { useId } from 'react';
import { DIETARY_LABELS, SEARCH_DIETARY_TAGS, type SearchDietaryTag } from '@contract/dietary';
import { Header, Option, Options, Panel, Title } from './cuisine-filter.styles';
import { useOptimisticChange } from './use-optimistic-change';

export interface DietaryFilterProps {
  selected: readonly SearchDietaryTag[];
  onChange: (selected: readonly SearchDietaryTag[]) => void;
}

/**
 * The dietary checkboxes of the results page: restaurants with a dish that carries every chosen
 * tag (vegan and gluten free: one dish that is both).
 */
export function DietaryFilter(props: DietaryFilterProps) {
  const [selected, onChange] = useOptimisticChange<readonly SearchDietaryTag[]>(
    props.selected,
    props.onChange,
  );
  const titleId = useId();

  const toggle = (tag: SearchDietaryTag, checked: boolean) =>
    onChange(checked ? [...selected, tag] : selected.filter((t) => t !== tag));

  return (
    <Panel aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>Dietary</Title>
      </Header>
      <Options aria-labelledby={titleId}>
        {SEARCH_DIETARY_TAGS.map((tag) => {
          const checked = selected.includes(tag);
          return (
            <li key={tag}>
              <Option $checked={checked}>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => toggle(tag, event.target.checked)}
                />
                {DIETARY_LABELS[tag]}
              </Option>
            </li>
          );
        })}
      </Options>
    </Panel>
  );
}
