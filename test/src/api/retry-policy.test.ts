import { backoff, MAX_QUERY_RETRIES, retryDelayMs, shouldRetry } from '@/api/retry-policy';

const query = { attempt: 1, baseQueryApi: { type: 'query' as const } };
const mutation = { attempt: 1, baseQueryApi: { type: 'mutation' as const } };

describe('shouldRetry', () => {
  it.each([
    [{ status: 'FETCH_ERROR', error: 'offline' }],
    [{ status: 'TIMEOUT_ERROR', error: 'timed out' }],
    [{ status: 500, data: {} }],
    [{ status: 503, data: {} }],
  ])('retries a query that failed with %o', (error) => {
    expect(shouldRetry(error, 'url', query)).toBe(true);
  });

  it.each([[400], [401], [403], [404], [409], [429]])('does not retry a %i answer', (status) => {
    expect(shouldRetry({ status, data: {} }, 'url', query)).toBe(false);
  });

  it('does not retry an answer that is not JSON, unless it is a server fault', () => {
    const page = { status: 'PARSING_ERROR', data: '<html>', error: 'SyntaxError' };
    expect(shouldRetry({ ...page, originalStatus: 200 }, 'url', query)).toBe(false);
    expect(shouldRetry({ ...page, originalStatus: 404 }, 'url', query)).toBe(false);
    expect(shouldRetry({ ...page, originalStatus: 502 }, 'url', query)).toBe(true);
  });

  it('never retries a mutation, even on a network or server failure', () => {
    expect(shouldRetry({ status: 'FETCH_ERROR', error: 'offline' }, 'url', mutation)).toBe(false);
    expect(shouldRetry({ status: 502, data: {} }, 'url', mutation)).toBe(false);
  });

  it('stops after three retries', () => {
    expect(MAX_QUERY_RETRIES).toBe(3);
    const serverFault = { status: 500, data: {} };
    const attempts = [1, 2, 3, 4, 5].map((attempt) =>
      shouldRetry(serverFault, 'url', { ...query, attempt }),
    );
    expect(attempts).toEqual([true, true, true, false, false]);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s and never exceeds 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('backoff', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits the delay of the attempt', async () => {
    const done = jest.fn();
    void backoff(2, MAX_QUERY_RETRIES).then(done);
    await jest.advanceTimersByTimeAsync(1999);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('stops waiting when the request is aborted', async () => {
    const controller = new AbortController();
    const waiting = backoff(3, MAX_QUERY_RETRIES, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow('Aborted');
  });
});
