import { caseId, csvField, toCsv, toJunit, toMarkdown, type PlanSuite } from './plan-formats';

const suite: PlanSuite = {
  name: 'cart',
  cases: [
    {
      id: 'cart-01',
      title: 'Reaches "empty", then <reloads>',
      steps: [
        { action: 'add "Margherita", then pay', expected: 'State "filled"' },
        { action: 'reload the page\nagain', expected: 'State a | b & c' },
      ],
      requirements: ['SPEC-4-cart-restore', 'SPEC-4-cart-same-item'],
    },
  ],
  states: { covered: 2, total: 2 },
  transitions: { covered: 3, total: 4 },
  transitionPairs: { covered: 1, total: 3 },
  criterion: 'transitions',
  guardOutcomes: { covered: 1, total: 2 },
};

test('test ids carry the model and a zero-padded number', () => {
  expect(caseId('cart', 2, 36)).toBe('cart-03');
  expect(caseId('delivered order', 0, 120)).toBe('delivered-order-001');
});

test('CSV fields with commas, quotes or line breaks are quoted, their quotes doubled', () => {
  expect(csvField('plain')).toBe('plain');
  expect(csvField('a, b')).toBe('"a, b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
});

test('the CSV has a header and one row per step', () => {
  expect(toCsv([suite]).split('\r\n')).toEqual([
    'Test ID,Title,Step,Action,Expected Result,Requirements,Criterion,Plan Coverage',
    'cart-01,"Reaches ""empty"", then <reloads>",1,"add ""Margherita"", then pay","State ""filled""",SPEC-4-cart-restore;SPEC-4-cart-same-item,transitions,"states 2/2, transitions 3/4, transition pairs 1/3, guard outcomes 1/2"',
    'cart-01,"Reaches ""empty"", then <reloads>",2,"reload the page\nagain",State a | b & c,SPEC-4-cart-restore;SPEC-4-cart-same-item,transitions,"states 2/2, transitions 3/4, transition pairs 1/3, guard outcomes 1/2"',
    '',
  ]);
});

test('the Markdown plan numbers the steps and reports the three criteria', () => {
  const markdown = toMarkdown([suite]);
  expect(markdown).toContain('- Transition pairs covered (optional): 1/3 (33%)');
  expect(markdown).toContain('### cart-01: Reaches "empty", then <reloads>');
  expect(markdown).toContain('| 2 | reload the page<br>again | State a \\| b & c |');
  expect(markdown).toContain('Requirements: SPEC-4-cart-restore, SPEC-4-cart-same-item');
});

test('the JUnit plan has a testsuite per model and the steps, escaped, in system-out', () => {
  const xml = toJunit([suite]);
  expect(xml).toContain('<testsuite name="cart" tests="1">');
  expect(xml).toContain('name="cart-01: Reaches &quot;empty&quot;, then &lt;reloads&gt;"');
  expect(xml).toContain('<system-out>1. add &quot;Margherita&quot;, then pay\n');
  expect(xml).toContain('Expected: State a | b &amp; c</system-out>');
  expect(xml).toContain(
    [
      '      <properties>',
      '        <property name="requirement" value="SPEC-4-cart-restore"/>',
      '        <property name="requirement" value="SPEC-4-cart-same-item"/>',
      '      </properties>',
      '      <system-out>',
    ].join('\n'),
  );
});
