import type { InsightsQuery } from '@contract/insights';
import { PERIOD_CHOICES, type PeriodChoice } from './insights-period';
import { Choices, DateFields, PeriodFieldset } from './insights.styles';
import { INSIGHTS_TEXTS } from './insights.texts';

const texts = INSIGHTS_TEXTS.period;

export interface PeriodPickerProps {
  choice: PeriodChoice;
  custom: InsightsQuery;
  onChoice: (choice: PeriodChoice) => void;
  onCustom: (custom: InsightsQuery) => void;
}

/** Today, the last 7 or 30 days, or two dates of the owner's choosing. */
export function PeriodPicker({ choice, custom, onChoice, onCustom }: PeriodPickerProps) {
  return (
    <PeriodFieldset>
      <legend>{texts.legend}</legend>
      <Choices>
        {PERIOD_CHOICES.map((each) => (
          <label key={each}>
            <input
              type="radio"
              name="insights-period"
              value={each}
              checked={choice === each}
              onChange={() => onChoice(each)}
            />
            <span>{texts[each]}</span>
          </label>
        ))}
      </Choices>
      {choice === 'custom' && (
        <DateFields>
          <label>
            {texts.from}
            <input
              type="date"
              value={custom.from}
              max={custom.to || undefined}
              onChange={(event) => onCustom({ ...custom, from: event.target.value })}
            />
          </label>
          <label>
            {texts.to}
            <input
              type="date"
              value={custom.to}
              min={custom.from || undefined}
              onChange={(event) => onCustom({ ...custom, to: event.target.value })}
            />
          </label>
        </DateFields>
      )}
    </PeriodFieldset>
  );
}
