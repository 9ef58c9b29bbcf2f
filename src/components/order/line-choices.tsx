import { choiceGroups, choiceLabel, type LineChoice } from './choice-groups';
import { ChoiceList, ChoiceNames } from './line-choices.styles';

export interface LineChoicesProps {
  /** The line's choices, in the order chosen; none renders nothing. */
  choices: readonly LineChoice[];
  /** Each choice's added price after its name, 'Olives (+$1.00)'; free choices show none. */
  withPrices?: boolean;
  /** Larger, the choices' names in the text's colour: read at a glance in a kitchen. */
  emphasis?: boolean;
  className?: string;
}

/**
 * What was chosen for one line, under its name: a group a row, 'Size: Large',
 * 'Extras: Olives, Mushrooms'. A line without choices shows nothing, so it looks as it always has.
 */
export function LineChoices({
  choices,
  withPrices = false,
  emphasis = false,
  className,
}: LineChoicesProps) {
  if (choices.length === 0) return null;
  return (
    <ChoiceList className={className} $emphasis={emphasis}>
      {choiceGroups(choices).map(({ group, choices: chosen }) => (
        <li key={group}>
          {group}:{' '}
          <ChoiceNames $emphasis={emphasis}>
            {chosen.map((choice) => choiceLabel(choice, withPrices)).join(', ')}
          </ChoiceNames>
        </li>
      ))}
    </ChoiceList>
  );
}
