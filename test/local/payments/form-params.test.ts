import { FormParamsError, parseFormParams } from '@local/payments/form-params';

const parse = (query: string) => parseFormParams(new URLSearchParams(query));

describe('parseFormParams', () => {
  it('reads the bracket notation of the Stripe SDK into objects and lists', () => {
    const params = parse(
      [
        'mode=payment',
        'line_items[0][quantity]=2',
        'line_items[0][price_data][product_data][name]=Fish%20%26%20Chips',
        'line_items[1][quantity]=1',
        'metadata[orderId]=o-1',
        'expand[0]=line_items',
      ].join('&'),
    );
    expect(params).toEqual({
      mode: 'payment',
      line_items: [
        { quantity: '2', price_data: { product_data: { name: 'Fish & Chips' } } },
        { quantity: '1' },
      ],
      metadata: { orderId: 'o-1' },
      expand: ['line_items'],
    });
  });

  it('keeps maps whose keys are not 0, 1, 2… as maps', () => {
    expect(parse('metadata[1]=a&metadata[3]=b')).toEqual({ metadata: { 1: 'a', 3: 'b' } });
  });

  it.each([
    ['__proto__[polluted]=1'],
    ['metadata[constructor]=1'],
    ['a[b=1'],
    ['a[]=1'],
    ['a=1&a[b]=2'],
    ['a[b]=2&a=1'],
  ])('refuses %s', (query) => {
    expect(() => parse(query)).toThrow(FormParamsError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('treats names of Object.prototype as plain keys', () => {
    expect(parse('metadata[toString]=x')).toEqual({ metadata: { toString: 'x' } });
  });
});
