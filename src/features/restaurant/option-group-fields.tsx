import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { choiceRule } from '@contract/menu-option-limits';
import type { MenuItem } from '@contract/restaurant';
import type { ChooserActorRef } from '@machines/menu-choice/chooser.machine';
import {
  chosenIn,
  isGroupFull,
  isSingleChoice,
  minimumOf,
} from '@machines/menu-choice/choice-selection';
import { formatPrice } from '@/lib/money';
import { SOLD_OUT } from './sold-out';
import {
  Choice,
  ChoiceName,
  ChoicePrice,
  Group,
  Rule,
  SoldOut,
} from './option-group-fields.styles';

type OptionGroup = MenuItem['optionGroups'][number];

export interface OptionGroupFieldsProps {
  group: OptionGroup;
  chooser: ChooserActorRef;
}

/**
 * One option group: radio buttons when it takes one choice (an optional one starts at 'None'),
 * checkboxes otherwise, the others disabled once its maximum is chosen. A sold-out choice is
 * shown, disabled. What each choice adds is beside it.
 */
export function OptionGroupFields({ group, chooser }: OptionGroupFieldsProps) {
  const name = useId();
  const selection = useSelector(chooser, (snapshot) => snapshot.context.selection);
  const chosen = chosenIn(selection, group._id);
  const single = isSingleChoice(group);
  const full = isGroupFull(group, selection);
  const groupId = group._id;

  return (
    <Group>
      <legend>
        {group.name}{' '}
        <Rule>
          {minimumOf(group) > 0 ? 'Required' : 'Optional'} ·{' '}
          {choiceRule(group.minChoices, group.maxChoices)}
        </Rule>
      </legend>
      {single && minimumOf(group) === 0 && (
        <Choice $unavailable={false}>
          <input
            type="radio"
            name={name}
            checked={chosen.length === 0}
            onChange={() => chooser.send({ type: 'group.clear', groupId })}
          />
          <ChoiceName>None</ChoiceName>
        </Choice>
      )}
      {group.choices.map((choice) => {
        const checked = chosen.includes(choice._id);
        const disabled = !choice.available || (!single && full && !checked);
        return (
          <Choice key={choice._id} $unavailable={disabled}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              checked={checked}
              disabled={disabled}
              onChange={(event) =>
                chooser.send({
                  type: event.target.checked ? 'choice.select' : 'choice.deselect',
                  groupId,
                  choiceId: choice._id,
                })
              }
            />
            <ChoiceName>{choice.name}</ChoiceName>{' '}
            {choice.price > 0 && <ChoicePrice>+{formatPrice(choice.price)}</ChoicePrice>}{' '}
            {!choice.available && <SoldOut>{SOLD_OUT}</SoldOut>}
          </Choice>
        );
      })}
    </Group>
  );
}
