import {
  expectedClockTime,
  expectedTimesOf,
  movedExpectedTimes,
} from '@/features/orders/customer/expected-time';
import { anOrder } from '../order-fixtures';

const at = (hours: number, minutes: number) => new Date(2025, 5, 1, hours, minutes).toISOString();

describe('expected time', () => {
  it("reads the order's expectedAt, or else its time plus the restaurant's delivery time", () => {
    expect(expectedClockTime(anOrder({ expectedAt: at(19, 45) }))).toBe('19:45');
    const { expectedAt: _, ...older } = anOrder();
    expect(expectedClockTime(older)).toBe('19:15');
  });

  it('keeps only the open orders', () => {
    const times = expectedTimesOf([
      anOrder({ _id: 'a', status: 'inProgress' }),
      anOrder({ _id: 'b', status: 'delivered' }),
      anOrder({ _id: 'c', status: 'cancelled' }),
    ]);
    expect([...times.keys()]).toEqual(['a']);
  });

  it('tells the orders whose clock time moved, not new ones nor those within the minute', () => {
    const before = new Map([
      ['a', '19:15'],
      ['b', '19:15'],
    ]);
    const now = new Map([
      ['a', '19:45'],
      ['b', '19:15'],
      ['c', '20:00'],
    ]);
    expect(movedExpectedTimes(before, now)).toEqual([{ orderId: 'a', clockTime: '19:45' }]);
  });
});
