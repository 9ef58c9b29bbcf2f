import { deliveryMinutesOf } from '@/lib/delivery-time';

const NOW = Date.parse('2025-06-01T18:00:00.000Z');
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();

describe('deliveryMinutesOf', () => {
  it('is the usual time when not busy', () => {
    const facts = { estimatedDeliveryTime: 35, busyMinutes: 0, busyUntil: null };
    expect(deliveryMinutesOf(facts, NOW)).toBe(35);
  });

  it('adds the busy minutes while busy mode lasts', () => {
    const facts = { estimatedDeliveryTime: 35, busyMinutes: 20, busyUntil: at(42) };
    expect(deliveryMinutesOf(facts, NOW)).toBe(55);
  });

  it('is the usual time again once busy mode has run out, however old the copy', () => {
    const facts = { estimatedDeliveryTime: 35, busyMinutes: 20, busyUntil: at(-1) };
    expect(deliveryMinutesOf(facts, NOW)).toBe(35);
  });
});
