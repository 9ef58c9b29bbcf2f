/**
 * `npm run bench:polling:poll -- <options.json>`: one list's pages of `bench:polling` polling
 * the API, in a process of its own so that a load generator shares no event loop with the other
 * list's, nor with the API. The options file names the API, the list, each page's token and
 * ETag, the seconds and the connections; answers requests/s, p50/p99, errors and the 304 share.
 */
import { pollList } from './order-pages';
import { answer, fail, readOptions, type PollOptions } from './programs';

async function main(): Promise<void> {
  const { url, list, tokens, etags, seconds, connections } = await readOptions<PollOptions>();
  answer(await pollList(url, list, tokens, etags, seconds, connections));
  process.disconnect?.();
}

main().catch(fail);
