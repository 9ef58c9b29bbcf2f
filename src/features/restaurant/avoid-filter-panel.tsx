import {
  ALLERGEN_LABELS,
  ALLERGENS,
  DIETARY_LABELS,
  DIETARY_TAGS,
  type Allergen,
  type DietaryTag,
} from '@contract/dietary';
import { Button } from '@/components/ui/button';
import type { AvoidFilter } from './avoid-filter';
import { Footer, Group, Option, Options, Panel } from './avoid-filter-panel.styles';
import { DietaryGlyph } from './dietary-glyph';
import { useChangeAvoidFilter } from './use-change-avoid-filter';

export interface AvoidFilterPanelProps {
  id: string;
  filter: AvoidFilter;
  /** How many dishes the filter dims: said as it changes. */
  dimmed: number;
  /** Escape: the panel hides and focus goes back to its button. */
  onClose: () => void;
}

const toggled = <T,>(list: readonly T[], name: T, checked: boolean): T[] =>
  checked ? [...list, name] : list.filter((entry) => entry !== name);

/**
 * The avoid filter's choices: allergens a dish must not contain, dietary tags it must carry.
 * Its own chunk: loaded when someone first reaches for the 'Avoid' button.
 */
export default function AvoidFilterPanel(props: AvoidFilterPanelProps) {
  const { id, dimmed, onClose } = props;
  const [filter, onChange] = useChangeAvoidFilter(props.filter);
  const avoid = (allergen: Allergen, checked: boolean) =>
    onChange({ ...filter, avoid: toggled(filter.avoid, allergen, checked) });
  const require = (tag: DietaryTag, checked: boolean) =>
    onChange({ ...filter, diet: toggled(filter.diet, tag, checked) });

  return (
    <Panel
      id={id}
      aria-label="Avoid"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Group>
        <legend>Allergens to avoid</legend>
        <Options>
          {ALLERGENS.map((allergen) => (
            <Option key={allergen}>
              <input
                type="checkbox"
                checked={filter.avoid.includes(allergen)}
                onChange={(event) => avoid(allergen, event.target.checked)}
              />
              {ALLERGEN_LABELS[allergen]}
            </Option>
          ))}
        </Options>
      </Group>
      <Group>
        <legend>Only dishes that are</legend>
        <Options>
          {DIETARY_TAGS.map((tag) => (
            <Option key={tag}>
              <input
                type="checkbox"
                checked={filter.diet.includes(tag)}
                onChange={(event) => require(tag, event.target.checked)}
              />
              <DietaryGlyph tag={tag} />
              {DIETARY_LABELS[tag]}
            </Option>
          ))}
        </Options>
      </Group>
      <Footer>
        <p role="status">
          {dimmed === 0
            ? 'No dishes dimmed'
            : `${dimmed} ${dimmed === 1 ? 'dish' : 'dishes'} dimmed`}
        </p>
        <Button type="button" $variant="ghost" onClick={() => onChange({ avoid: [], diet: [] })}>
          Clear
        </Button>
      </Footer>
    </Panel>
  );
}
