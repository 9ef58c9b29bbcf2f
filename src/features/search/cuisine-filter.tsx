import { useId, useState } from 'react';
import { CUISINES, type Cuisine } from '@contract/cuisines';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useOptimisticChange } from './use-optimistic-change';
import { Header, LinkButton, Option, Options, Panel, Title, Toggle } from './cuisine-filter.styles';

/** How many cuisines show before 'View More'. */
export const COLLAPSED_CUISINE_COUNT = 7;

export interface CuisineFilterProps {
  selected: readonly Cuisine[];
  onChange: (selected: readonly Cuisine[]) => void;
}

/** The cuisine checkboxes of the results page, with Reset Filters and View More/Less. */
export function CuisineFilter(props: CuisineFilterProps) {
  const [selected, onChange] = useOptimisticChange<readonly Cuisine[]>(
    props.selected,
    props.onChange,
  );
  const titleId = useId();
  const listId = useId();
  // A shared address may select a cuisine past the first few: start open so it is seen.
  const [expanded, setExpanded] = useState(() =>
    selected.some((cuisine) => CUISINES.indexOf(cuisine) >= COLLAPSED_CUISINE_COUNT),
  );
  // Collapsed, a selected cuisine past the first few still shows (say after Back to a search
  // that selected it): a filter in force is never out of sight.
  const shown = expanded
    ? CUISINES
    : CUISINES.filter((c, i) => i < COLLAPSED_CUISINE_COUNT || selected.includes(c));

  const toggle = (cuisine: Cuisine, checked: boolean) =>
    onChange(checked ? [...selected, cuisine] : selected.filter((c) => c !== cuisine));

  return (
    <Panel aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>Filter by cuisine</Title>
        <LinkButton type="button" onClick={() => onChange([])}>
          Reset Filters
        </LinkButton>
      </Header>
      <Options id={listId} aria-labelledby={titleId}>
        {shown.map((cuisine) => {
          const checked = selected.includes(cuisine);
          return (
            <li key={cuisine}>
              <Option $checked={checked}>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => toggle(cuisine, event.target.checked)}
                />
                {cuisine}
              </Option>
            </li>
          );
        })}
      </Options>
      <Toggle
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'View Less' : 'View More'}
        <ChevronDownIcon />
      </Toggle>
    </Panel>
  );
}
