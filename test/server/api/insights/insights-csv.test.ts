import { choicesField, csvField, csvRow } from '@server/api/insights/insights-csv';

describe('insights CSV fields', () => {
  it('quotes a field holding a comma, a quote or a line break, doubling inner quotes', () => {
    expect(csvField('Margherita')).toBe('Margherita');
    expect(csvField('Tiramisu, "classic"')).toBe('"Tiramisu, ""classic"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(3)).toBe('3');
    expect(csvField(-3)).toBe('-3');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tTab', '=HYPERLINK("http://x","y")'])(
    'opens %j as text in a spreadsheet, not as a formula: quoted, after an apostrophe',
    (name) => {
      expect(csvField(name)).toMatch(/^"'/);
      expect(csvField(name)).toMatch(/"$/);
    },
  );

  it.each([
    ['Pie;=1+1', '"Pie;=1+1"'],
    ['Fish\t=1+1', '"Fish\t=1+1"'],
    ['Soup, ;"hot"', '"Soup, ;""hot"""'],
  ])('keeps %j one cell for spreadsheets that split on ; or tabs', (name, field) => {
    expect(csvField(name)).toBe(field);
  });

  it('ends each record with CRLF', () => {
    expect(csvRow(['a', 1, '=b'])).toBe(`a,1,"'=b"\r\n`);
  });
});

describe('insights CSV choices', () => {
  const choice = (group: string, name: string) => ({ _id: name, group, name, price: 0 });

  it('gives each group once, its choices in the order they were sold, none as empty', () => {
    expect(choicesField([])).toBe('');
    expect(
      choicesField([
        choice('Size', 'Large'),
        choice('Extras', 'Olives'),
        choice('Extras', 'Mushrooms'),
      ]),
    ).toBe('Size: Large; Extras: Olives, Mushrooms');
  });

  it('keeps a group named like a formula as text in its cell', () => {
    expect(csvField(choicesField([choice('=Sauce', 'Hot')]))).toBe(`"'=Sauce: Hot"`);
  });
});
