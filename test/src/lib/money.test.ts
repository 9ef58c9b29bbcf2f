import {
  centsToDollars,
  dollarsToCents,
  formatDollars,
  formatPrice,
  parseDollarsToCents,
} from '@/lib/money';

describe('money', () => {
  it.each([
    [1250, '12.50', '$12.50'],
    [1200, '12.00', '$12.00'],
    [5, '0.05', '$0.05'],
    [0, '0.00', '$0.00'],
    [100_000, '1000.00', '$1000.00'],
  ])('shows %i cents as %s and %s', (cents, dollars, price) => {
    expect(formatDollars(cents)).toBe(dollars);
    expect(formatPrice(cents)).toBe(price);
  });

  it('turns dollars into cents and back without losing the cents', () => {
    for (let cents = 0; cents <= 100_000; cents += 7) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      expect(parseDollarsToCents(formatDollars(cents))).toBe(cents);
    }
  });

  it('rounds dollars to the nearest cent, also where binary fractions fall short', () => {
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(12.5)).toBe(1250);
    expect(dollarsToCents(1.999)).toBe(200);
  });

  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    [' 8 ', 800],
    ['.5', 50],
    ['3.', 300],
    ['-1', -100],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', ' ', 'abc', '12,50', '1e3', '0x10', '$5', '1.2.3', 'Infinity'])(
    'reads %j as no number',
    (text) => {
      expect(parseDollarsToCents(text)).toBeUndefined();
    },
  );
});
