import type { OpeningRange } from '@contract/opening-hours';
import { openingStateAt, type OpeningSettings } from '@server/api/restaurants/opening-state';

const settings = (
  openingHours: OpeningRange[],
  more: Partial<OpeningSettings> = {},
): OpeningSettings => ({
  openingHours,
  timeZone: 'Europe/London',
  pausedAt: null,
  pauseMinutes: null,
  ...more,
});
const at = (iso: string) => new Date(iso);
const weekdays: OpeningRange = { day: 'mon', opens: '09:00', closes: '17:00' };

// 2026-11-23 is a Monday; London is on UTC in November.
describe('whether a restaurant takes orders', () => {
  it('is always open without opening hours', () => {
    expect(openingStateAt(settings([]), at('2026-11-23T03:00:00Z'))).toEqual({
      isOpen: true,
      pause: null,
      opensAt: null,
    });
  });

  it('is open within a range and closed outside it, opening at the next range', () => {
    const hours = settings([weekdays]);
    expect(openingStateAt(hours, at('2026-11-23T10:00:00Z')).isOpen).toBe(true);
    expect(openingStateAt(hours, at('2026-11-23T17:00:00Z'))).toEqual({
      isOpen: false,
      pause: null,
      opensAt: at('2026-11-30T09:00:00Z'),
    });
    expect(openingStateAt(hours, at('2026-11-23T08:59:30Z')).opensAt).toEqual(
      at('2026-11-23T09:00:00Z'),
    );
  });

  it('reads a range that closes before it opens as running past midnight', () => {
    const lateFriday = settings([{ day: 'fri', opens: '18:00', closes: '02:00' }]);
    expect(openingStateAt(lateFriday, at('2026-11-28T01:59:00Z')).isOpen).toBe(true);
    expect(openingStateAt(lateFriday, at('2026-11-28T02:00:00Z')).isOpen).toBe(false);
    const lateSunday = settings([{ day: 'sun', opens: '22:00', closes: '03:00' }]);
    expect(openingStateAt(lateSunday, at('2026-11-23T01:00:00Z')).isOpen).toBe(true);
  });

  it("reads the hours on the restaurant's own clocks", () => {
    const newYork = settings([weekdays], { timeZone: 'America/New_York' });
    expect(openingStateAt(newYork, at('2026-11-23T13:59:00Z')).isOpen).toBe(false);
    expect(openingStateAt(newYork, at('2026-11-23T14:00:00Z')).isOpen).toBe(true);
  });

  it('opens at the wall-clock time across a change to summer time', () => {
    // Clocks go forward on Sunday 29 March 2026: 09:00 that day is 08:00 UTC.
    const sunday = settings([{ day: 'sun', opens: '09:00', closes: '12:00' }]);
    expect(openingStateAt(sunday, at('2026-03-28T12:00:00Z')).opensAt).toEqual(
      at('2026-03-29T08:00:00Z'),
    );
  });

  it('is closed while paused, and opens when the pause ends', () => {
    const paused = settings([weekdays], { pausedAt: at('2026-11-23T10:00:00Z'), pauseMinutes: 30 });
    expect(openingStateAt(paused, at('2026-11-23T10:10:00Z'))).toEqual({
      isOpen: false,
      pause: { until: at('2026-11-23T10:30:00Z') },
      opensAt: at('2026-11-23T10:30:00Z'),
    });
    expect(openingStateAt(paused, at('2026-11-23T10:30:00Z')).isOpen).toBe(true);
  });

  it('opens at the next range when a pause ends after closing time', () => {
    const late = settings([weekdays], { pausedAt: at('2026-11-23T16:45:00Z'), pauseMinutes: 60 });
    expect(openingStateAt(late, at('2026-11-23T16:50:00Z')).opensAt).toEqual(
      at('2026-11-30T09:00:00Z'),
    );
  });

  it('stays closed with no opening time while paused until resumed', () => {
    const held = settings([], { pausedAt: at('2026-11-23T10:00:00Z'), pauseMinutes: null });
    expect(openingStateAt(held, at('2026-12-25T10:00:00Z'))).toEqual({
      isOpen: false,
      pause: { until: null },
      opensAt: null,
    });
  });
});
