import { describePath, runnablePathsOf } from '../path-model';
import { JSDOM_RUNNERS } from '../walk/jsdom-runners';
import { loadEquivalentMutants } from './equivalent-mutants';
import { scoresOf } from './mutation-score';
import { runMutants } from './run-mutants';

jest.setTimeout(5 * 60_000);
afterEach(() => jest.useRealTimers());

const cart = JSDOM_RUNNERS.find(({ model }) => model.name === 'cart')!;
// The mutants of adding to the empty cart: one of them (the cart read back from storage after
// an add) shows only in a browser that refuses the page its storage.
const addingToEmptyCart = {
  only: ({ description }: { description: string }) =>
    description.startsWith('cart: item.add in empty '),
};

test("a path taken out of the cart's plan lets a mutant survive: the mutation score falls", async () => {
  const equivalents = loadEquivalentMutants(cart.model.name);
  const full = await runMutants(cart, addingToEmptyCart);
  const [fullScore] = scoresOf(full, equivalents);
  expect(fullScore.score).toBe(1);

  // The same plan without its path through a browser that refuses storage.
  const weakened = runnablePathsOf(cart.model).filter((path) => {
    const name = describePath(cart.model, path);
    return full.paths.includes(name) && !name.includes('refuses it storage');
  });
  expect(weakened).toHaveLength(full.paths.length - 1);

  const weak = await runMutants(cart, { ...addingToEmptyCart, paths: weakened });
  const [weakenedScore] = scoresOf(weak, equivalents);
  expect(weakenedScore.made).toBe(fullScore.made);
  expect(weakenedScore.score).toBeLessThan(1);
  expect(weakenedScore.survivors.map(({ description }) => description)).toEqual([
    'cart: item.add in empty targets restoring instead of filled',
  ]);
});

test('a kill that must be reproduced stands when the path fails on the mutant again', async () => {
  const run = await runMutants(cart, {
    only: ({ description }) =>
      description === 'cart: item.add in empty targets restoring instead of filled',
    reproduce: () => true,
  });
  expect(run.outcomes).toHaveLength(1);
  expect(run.outcomes[0].killedBy?.path).toContain('refuses it storage');
  expect(run.outcomes[0].unrepeated).toBeUndefined();
});
