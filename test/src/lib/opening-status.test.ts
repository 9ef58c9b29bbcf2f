import { closedReason, formatOpening } from '@/lib/opening-status';

// A Monday afternoon in London (summer time: UTC+1).
const NOW = new Date('2025-06-16T13:30:00Z');
const LONDON = { now: NOW, locale: 'en-GB', timeZone: 'Europe/London' };

const closed = (opensAt: string | null) => ({ isOpen: false, isPaused: false, opensAt });

describe('closedReason', () => {
  it('says nothing while the restaurant takes orders', () => {
    expect(closedReason({ isOpen: true, isPaused: false, opensAt: null }, LONDON)).toBeUndefined();
  });

  it('gives the time alone when it opens later today', () => {
    expect(closedReason(closed('2025-06-16T16:00:00Z'), LONDON)).toBe('Closed · opens 17:00');
  });

  it('gives the weekday when it opens on another day', () => {
    expect(closedReason(closed('2025-06-17T16:00:00Z'), LONDON)).toBe('Closed · opens Tue 17:00');
  });

  it('says Closed alone when no opening is known', () => {
    expect(closedReason(closed(null), LONDON)).toBe('Closed');
  });

  it('says the restaurant is not taking orders while paused, whenever it resumes', () => {
    const paused = { isOpen: false, isPaused: true };
    expect(closedReason({ ...paused, opensAt: null }, LONDON)).toBe('Not taking orders right now');
    expect(closedReason({ ...paused, opensAt: '2025-06-16T14:00:00Z' }, LONDON)).toBe(
      'Not taking orders right now',
    );
  });
});

describe('formatOpening', () => {
  it("reads the day in the reader's own time zone", () => {
    // 23:30 in London on Monday is already Tuesday in Tokyo.
    const at = new Date('2025-06-16T22:30:00Z');
    expect(formatOpening(at, LONDON)).toBe('23:30');
    expect(formatOpening(at, { now: NOW, locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe(
      'Tue 07:30',
    );
    // Formatters are kept for reuse: each zone still reads with its own.
    expect(formatOpening(at, LONDON)).toBe('23:30');
  });

  it("writes the time the reader's locale writes it", () => {
    const at = new Date('2025-06-17T16:00:00Z');
    expect(formatOpening(at, { ...LONDON, locale: 'en-US' })).toBe('Tue 5:00 PM');
  });
});
