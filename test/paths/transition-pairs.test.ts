import { pairCoverageOf, pairName, transitionPairsOf, type GraphEdge } from './transition-pairs';

// a --go--> b --on--> c, b --back--> a, c --stay--> c
const edges: GraphEdge[] = [
  { from: 'a', to: 'b', transition: 'go' },
  { from: 'b', to: 'c', transition: 'on' },
  { from: 'b', to: 'a', transition: 'back' },
  { from: 'c', to: 'c', transition: 'stay' },
];

test('a pair is a transition into a state, then one out of it', () => {
  expect(transitionPairsOf(edges)).toEqual(
    [
      pairName('back', 'go'),
      pairName('go', 'back'),
      pairName('go', 'on'),
      pairName('on', 'stay'),
      pairName('stay', 'stay'),
    ].sort(),
  );
});

test('the paths cover the pairs they take one after the other', () => {
  const coverage = pairCoverageOf(edges, [['go', 'on', 'stay'], ['go']]);
  expect(coverage).toEqual({
    covered: 2,
    total: 5,
    missing: [pairName('back', 'go'), pairName('go', 'back'), pairName('stay', 'stay')].sort(),
  });
});
