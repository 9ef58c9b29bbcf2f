/**
 * Lighthouse's benchmark index (its own page function, run here in Node rather than in a page):
 * how fast the machine is at this moment, higher being faster. Printed beside timings, so that
 * figures taken on different days, or on a busier machine, can be told apart.
 */
export async function benchmarkIndex(): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  return Math.round(pageFunctions.computeBenchmarkIndex());
}
