import autocannon from 'autocannon';

/** How often an open order page polls its list. */
export const POLL_SECONDS = 5;

/** What autocannon keeps per connection: the page its request in flight polls. */
interface PageContext {
  page: number;
}

export interface ListRun {
  list: 'customer' | 'owner';
  pages: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  notModifiedShare: number;
}

/** Every page loads its list once, as it opens: answers each page's ETag. */
export async function openPages(
  url: string,
  listPath: string,
  tokens: string[],
): Promise<string[]> {
  const etags: string[] = new Array<string>(tokens.length);
  let next = 0;
  const opener = async () => {
    for (let page = next++; page < tokens.length; page = next++) {
      const response = await fetch(`${url}${listPath}`, {
        headers: { authorization: `Bearer ${tokens[page]}`, 'accept-encoding': 'br, gzip' },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${listPath} answered ${response.status}`);
      etags[page] = response.headers.get('etag') ?? '';
    }
  };
  await Promise.all(Array.from({ length: 16 }, opener));
  return etags;
}

/** One list's pages polling for `seconds`: each request is the next page's, with its ETag. */
export async function pollList(
  url: string,
  list: ListRun['list'],
  tokens: string[],
  etags: string[],
  seconds: number,
  connections: number,
): Promise<ListRun> {
  const pages = tokens.length;
  const listPath = list === 'owner' ? '/api/my/restaurant/order' : '/api/order';
  let next = 0;
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url,
    connections: Math.min(connections, pages),
    overallRate: pages / POLL_SECONDS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        path: listPath,
        setupRequest: (request, context) => {
          const page = next++ % pages;
          (context as PageContext).page = page;
          return {
            ...request,
            headers: {
              authorization: `Bearer ${tokens[page]}`,
              'accept-encoding': 'br, gzip',
              ...(etags[page] ? { 'if-none-match': etags[page] } : {}),
            },
          };
        },
        onResponse: (status, _body, context, headers) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const etag = headers?.etag;
          if (status === 200 && typeof etag === 'string')
            etags[(context as PageContext).page] = etag;
        },
      },
    ],
  });
  let answered = 0;
  let failed = result.errors + result.timeouts;
  for (const [status, count] of statuses) {
    answered += count;
    if (status !== 200 && status !== 304) failed += count;
  }
  return {
    list,
    pages,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: failed,
    notModifiedShare: answered ? (statuses.get(304) ?? 0) / answered : 0,
  };
}
