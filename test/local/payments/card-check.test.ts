import { CARD_MESSAGES, checkCard, parseExpiry, passesLuhn } from '@local/payments/card-check';

const NOW = new Date(2030, 5, 15);
const card = (overrides: Record<string, string> = {}) => ({
  cardNumber: '4242 4242 4242 4242',
  expiry: '06/30',
  cvc: '123',
  cardName: 'Ada Lovelace',
  ...overrides,
});

describe('card checks', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
  ])('Luhn of %s is %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it.each([
    ['12/34', { month: 12, year: 2034 }],
    ['1 / 31', { month: 1, year: 2031 }],
    ['0730', { month: 7, year: 2030 }],
    ['07/2030', { month: 7, year: 2030 }],
    ['13/30', undefined],
    ['00/30', undefined],
    ['7/3', undefined],
  ])('reads the expiry %s', (text, expected) => {
    expect(parseExpiry(text)).toEqual(expected);
  });

  it('pays with 4242 4242 4242 4242 until the end of the expiry month', () => {
    expect(checkCard(card(), NOW)).toEqual({ kind: 'paid', last4: '4242', refunds: 'succeed' });
    expect(checkCard(card({ expiry: '05/30' }), NOW)).toEqual({
      kind: 'invalid',
      errors: { expiry: CARD_MESSAGES.expiryPast },
    });
  });

  it('pays with 4000 0000 0000 5126, whose refunds fail', () => {
    expect(checkCard(card({ cardNumber: '4000 0000 0000 5126' }), NOW)).toEqual({
      kind: 'paid',
      last4: '5126',
      refunds: 'fail',
    });
  });

  it('declines 4000 0000 0000 0002 and cards that are not test cards', () => {
    expect(checkCard(card({ cardNumber: '4000000000000002' }), NOW)).toEqual({
      kind: 'declined',
      message: 'Your card was declined.',
    });
    expect(checkCard(card({ cardNumber: '4111 1111 1111 1111' }), NOW)).toMatchObject({
      kind: 'declined',
      message: expect.stringMatching(/^Your card was declined\. .*test cards only/),
    });
  });

  it('names every field that is wrong at once', () => {
    expect(checkCard({ cardNumber: '', expiry: 'soon', cvc: '1', cardName: '' }, NOW)).toEqual({
      kind: 'invalid',
      errors: {
        cardNumber: CARD_MESSAGES.numberMissing,
        expiry: CARD_MESSAGES.expiryInvalid,
        cvc: CARD_MESSAGES.cvcInvalid,
        cardName: CARD_MESSAGES.nameMissing,
      },
    });
  });
});
