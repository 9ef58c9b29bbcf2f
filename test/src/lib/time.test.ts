import { expectedBy, formatClockTime } from '@/lib/time';

describe('formatClockTime', () => {
  it('shows hours as they are and minutes with two digits', () => {
    expect(formatClockTime(new Date(2025, 0, 1, 9, 5))).toBe('9:05');
    expect(formatClockTime(new Date(2025, 0, 1, 14, 30))).toBe('14:30');
    expect(formatClockTime(new Date(2025, 0, 1, 0, 0))).toBe('0:00');
    expect(formatClockTime(new Date(2025, 0, 1, 23, 59))).toBe('23:59');
  });
});

describe('expectedBy', () => {
  it('adds the delivery minutes to the order time', () => {
    const placed = new Date(2025, 0, 1, 18, 40);
    expect(expectedBy(placed.toISOString(), 35)).toEqual(new Date(2025, 0, 1, 19, 15));
  });

  it('runs past midnight', () => {
    const placed = new Date(2025, 0, 1, 23, 50);
    expect(formatClockTime(expectedBy(placed.toISOString(), 25))).toBe('0:15');
  });
});
