import { toJunit, toMarkdown, type PlanSuite } from '../plan-formats';

const suite: PlanSuite = {
  name: 'door',
  cases: [],
  criterion: 'guards',
  states: { covered: 2, total: 2, missing: [] },
  transitions: { covered: 3, total: 3, missing: [] },
  transitionPairs: { covered: 2, total: 3, missing: ['a ⇒ b'] },
  guardOutcomes: { covered: 1, total: 2, missing: ['door.shut unlock [isLocked] false'] },
};

test('a Markdown plan says its criterion, its four figures and what it misses', () => {
  const markdown = toMarkdown([suite]);
  expect(markdown).toContain('- Criterion: every guard seen true and false (--cover guards)');
  expect(markdown).toContain('- Transition pairs covered (optional): 2/3 (66%)');
  expect(markdown).toContain('- Guard outcomes covered: 1/2 (50%)');
  expect(markdown).toContain(
    'Missing guard outcomes (1):\n\n- `door.shut unlock [isLocked] false`',
  );
});

test('a JUnit testsuite carries the criterion and the figures as properties', () => {
  expect(toJunit([suite])).toContain(
    [
      '    <properties>',
      '      <property name="criterion" value="guards"/>',
      '      <property name="states" value="2/2"/>',
      '      <property name="transitions" value="3/3"/>',
      '      <property name="transitionPairs" value="2/3"/>',
      '      <property name="guardOutcomes" value="1/2"/>',
      '    </properties>',
    ].join('\n'),
  );
});
