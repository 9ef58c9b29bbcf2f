import { fireEvent, screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import type { OpeningRange } from '@contract/opening-hours';
import { RestaurantForm } from '@/features/my-restaurant/restaurant-form';
import { renderWithProviders } from '@test/render-with-providers';
import { savedRestaurant } from '../restaurant/restaurant-fixtures';

// Typing whole forms takes seconds when the machine is busy; these are not timing tests.
jest.setTimeout(30_000);

const ALWAYS_OPEN_NOTE = 'No hours set: always open';

function renderForm(openingHours: OpeningRange[] = [], timeZone = 'Europe/London') {
  const onSave = jest.fn((_body: FormData) => Promise.resolve(undefined));
  const view = renderWithProviders(
    <RestaurantForm restaurant={savedRestaurant({ openingHours, timeZone })} onSave={onSave} />,
  );
  return { ...view, onSave };
}

const hours = () => within(screen.getByRole('region', { name: 'Opening hours' }));
const day = (name: string) => within(hours().getByRole('listitem', { name }));
const time = (label: string) => hours().getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Submit' });
const timeZone = () => hours().getByRole('combobox', { name: 'Time zone' });
/** What the time picker hands the page once a time is chosen. */
const setTime = (label: string, value: string) =>
  fireEvent.change(time(label), { target: { value } });
const sentHours = (onSave: jest.Mock<Promise<undefined>, [FormData]>) => {
  const body = onSave.mock.calls[0][0];
  return {
    timeZone: body.get('timeZone'),
    openingHours: JSON.parse(String(body.get('openingHours'))),
  };
};

describe('the opening hours editor', () => {
  it('says a restaurant without hours is always open, in its own time zone', async () => {
    const { user, onSave } = renderForm();
    expect(hours().getByText(ALWAYS_OPEN_NOTE)).toBeVisible();
    expect(timeZone()).toHaveValue('Europe/London');
    expect(hours().queryByText('Closed')).not.toBeInTheDocument();
    expect(hours().getAllByRole('button', { name: /^Add hours on / })).toHaveLength(7);

    await user.click(submit());
    expect(sentHours(onSave)).toEqual({ timeZone: 'Europe/London', openingHours: [] });
  });

  it('starts a new restaurant in the browser’s time zone', () => {
    renderWithProviders(<RestaurantForm onSave={jest.fn()} />);
    expect(timeZone()).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('adds ranges to a day and sends them, Monday first, with the zone chosen', async () => {
    const { user, onSave } = renderForm();
    await user.click(hours().getByRole('button', { name: 'Add hours on Friday' }));
    expect(time('Friday hours 1 opens')).toHaveFocus();
    setTime('Friday hours 1 opens', '18:00');
    setTime('Friday hours 1 closes', '02:00');
    await user.click(hours().getByRole('button', { name: 'Add hours on Monday' }));
    setTime('Monday hours 1 opens', '11:30');
    setTime('Monday hours 1 closes', '14:00');
    await user.click(hours().getByRole('button', { name: 'Add hours on Monday' }));
    setTime('Monday hours 2 opens', '17:00');
    setTime('Monday hours 2 closes', '22:00');
    await user.selectOptions(timeZone(), 'Europe/Madrid');

    expect(hours().queryByText(ALWAYS_OPEN_NOTE)).not.toBeInTheDocument();
    expect(day('Tuesday').getByText('Closed')).toBeVisible();
    await user.click(submit());
    expect(sentHours(onSave)).toEqual({
      timeZone: 'Europe/Madrid',
      openingHours: [
        { day: 'mon', opens: '11:30', closes: '14:00' },
        { day: 'mon', opens: '17:00', closes: '22:00' },
        { day: 'fri', opens: '18:00', closes: '02:00' },
      ],
    });
  });

  it('shows saved hours by day and removes a range', async () => {
    const { user, onSave } = renderForm(
      [
        { day: 'sat', opens: '12:00', closes: '23:00' },
        { day: 'tue', opens: '17:00', closes: '22:00' },
      ],
      'America/New_York',
    );
    expect(timeZone()).toHaveValue('America/New_York');
    expect(time('Tuesday hours 1 opens')).toHaveValue('17:00');
    expect(time('Saturday hours 1 closes')).toHaveValue('23:00');
    expect(day('Monday').getByText('Closed')).toBeVisible();

    await user.click(hours().getByRole('button', { name: 'Remove Tuesday hours 1' }));
    await user.click(submit());
    expect(sentHours(onSave).openingHours).toEqual([
      { day: 'sat', opens: '12:00', closes: '23:00' },
    ]);

    await user.click(hours().getByRole('button', { name: 'Remove Saturday hours 1' }));
    expect(hours().getByText(ALWAYS_OPEN_NOTE)).toBeVisible();
  });

  it('refuses a range that opens and closes at the same time, or lacks a time, at the field', async () => {
    const { user, onSave } = renderForm();
    await user.click(hours().getByRole('button', { name: 'Add hours on Sunday' }));
    setTime('Sunday hours 1 opens', '09:00');
    setTime('Sunday hours 1 closes', '09:00');
    await user.click(hours().getByRole('button', { name: 'Add hours on Sunday' }));
    setTime('Sunday hours 2 closes', '13:00');
    await user.click(submit());

    expect(await screen.findByText('must differ from the opening time')).toBeVisible();
    expect(time('Sunday hours 1 closes')).toHaveAccessibleDescription(
      'must differ from the opening time',
    );
    expect(time('Sunday hours 1 closes')).toHaveAttribute('aria-invalid', 'true');
    expect(time('Sunday hours 1 opens')).toHaveAttribute('aria-invalid', 'false');
    expect(time('Sunday hours 2 opens')).toHaveAccessibleDescription(
      'must be a time such as 09:30',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a day to ten ranges', async () => {
    const { user } = renderForm(
      Array.from({ length: 10 }, (_, hour) => ({
        day: 'wed' as const,
        opens: `${String(hour + 8).padStart(2, '0')}:00`,
        closes: `${String(hour + 8).padStart(2, '0')}:30`,
      })),
    );
    expect(hours().getByRole('button', { name: 'Add hours on Wednesday' })).toBeDisabled();
    await user.click(hours().getByRole('button', { name: 'Remove Wednesday hours 10' }));
    expect(hours().getByRole('button', { name: 'Add hours on Wednesday' })).toBeEnabled();
  });

  it('has no axe violations, with ranges and a message shown', async () => {
    const { container, user } = renderForm([{ day: 'mon', opens: '09:00', closes: '17:00' }]);
    await user.click(hours().getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(submit());
    await screen.findAllByText('must be a time such as 09:30');
    expect((await axe(container)).violations).toEqual([]);
  });
});
