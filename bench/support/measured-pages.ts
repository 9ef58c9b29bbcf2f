import { localSystem } from '../../contract/local-addresses';
import {
  LOCAL_PORTS,
  startLocalSystem,
  type SystemUnderTest,
} from '../../test/paths/browser/system-under-test';

/** What the page benchmarks (bench:lighthouse, bench:profile) read of their command line. */
export function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/**
 * The system measured: the one running at `--base-url` (its API at `--api-url`, else the same
 * origin), or the local system started on a fresh data folder (the browser tests' ports).
 */
export async function systemToMeasure(): Promise<SystemUnderTest> {
  const baseUrl = option('--base-url');
  if (!baseUrl) return startLocalSystem();
  return {
    addresses: {
      ...localSystem(LOCAL_PORTS).addresses,
      web: new URL(baseUrl).origin,
      api: new URL(option('--api-url') ?? baseUrl).origin,
    },
    stop: async () => undefined,
  };
}

/** A London restaurant that is on the first page of results: the detail page to measure. */
export async function londonRestaurantId(api: string): Promise<string> {
  const answer = await fetch(`${api}/api/restaurant/search/london`);
  const { data } = (await answer.json()) as { data: Array<{ _id: string }> };
  if (!data.length) throw new Error('No restaurant in London to measure');
  return data[0]._id;
}

/** The pages `--pages` names (a comma-separated list of their names), or all of them. */
export function pagesNamed<Page extends { name: string }>(allPages: Page[]): Page[] {
  const named = option('--pages')?.split(',');
  const pages = named ? allPages.filter(({ name }) => named.includes(name)) : allPages;
  if (!pages.length) throw new Error(`--pages names none of ${allPages.map(({ name }) => name)}`);
  return pages;
}
