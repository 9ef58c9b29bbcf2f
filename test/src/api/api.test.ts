import { http, HttpResponse } from 'msw';
import { api } from '@/api/api';
import { makeStore } from '@/store/store';
import { server } from '../msw/server';

const BASE = 'http://api.test';

// Endpoints for this test only: the app's own arrive with later features.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProbe: build.query<{ ok: boolean }, void>({ query: () => '/probe' }),
    sendProbe: build.mutation<{ ok: boolean }, void>({
      query: () => ({ url: '/probe', method: 'POST' }),
    }),
  }),
});

function storeWithToken(token: string | undefined) {
  return makeStore({ apiBaseUrl: BASE, getAccessToken: () => Promise.resolve(token) });
}

/** Answers /probe with the given statuses in turn (the last one repeats); returns what was sent. */
function answerInTurn(method: 'GET' | 'POST', statuses: number[]) {
  const seen: Array<string | null> = [];
  server.use(
    http.all(`${BASE}/probe`, ({ request }) => {
      expect(request.method).toBe(method);
      seen.push(request.headers.get('authorization'));
      const status = statuses[Math.min(seen.length - 1, statuses.length - 1)];
      return HttpResponse.json(status < 400 ? { ok: true } : { message: 'fault' }, { status });
    }),
  );
  return seen;
}

describe('the api base query', () => {
  it('sends the access token of a signed-in user', async () => {
    const seen = answerInTurn('GET', [200]);
    const store = storeWithToken('token-123');
    const result = await store.dispatch(probeApi.endpoints.getProbe.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual(['Bearer token-123']);
  });

  it('sends no Authorization header for a signed-out visitor', async () => {
    const seen = answerInTurn('GET', [200]);
    await storeWithToken(undefined).dispatch(probeApi.endpoints.getProbe.initiate());
    expect(seen).toEqual([null]);
  });

  describe('retries', () => {
    beforeEach(() =>
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
    );
    afterEach(() => jest.useRealTimers());

    it('sends a query again after server faults, waiting 1 s then 2 s', async () => {
      const seen = answerInTurn('GET', [500, 503, 200]);
      const pending = storeWithToken(undefined).dispatch(probeApi.endpoints.getProbe.initiate());

      await jest.advanceTimersByTimeAsync(999);
      expect(seen).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      await jest.advanceTimersByTimeAsync(1999);
      expect(seen).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(1);

      expect((await pending).data).toEqual({ ok: true });
      expect(seen).toHaveLength(3);
    });

    it('gives up on a query after three retries', async () => {
      const seen = answerInTurn('GET', [500]);
      const pending = storeWithToken(undefined).dispatch(probeApi.endpoints.getProbe.initiate());
      await jest.advanceTimersByTimeAsync(60_000);
      expect((await pending).error).toMatchObject({ status: 500 });
      expect(seen).toHaveLength(4);
    });

    it('does not retry a client error', async () => {
      const seen = answerInTurn('GET', [404]);
      const pending = storeWithToken(undefined).dispatch(probeApi.endpoints.getProbe.initiate());
      await jest.advanceTimersByTimeAsync(60_000);
      expect((await pending).error).toMatchObject({ status: 404 });
      expect(seen).toHaveLength(1);
    });

    it('never sends a mutation twice', async () => {
      const seen = answerInTurn('POST', [500]);
      const pending = storeWithToken(undefined).dispatch(probeApi.endpoints.sendProbe.initiate());
      await jest.advanceTimersByTimeAsync(60_000);
      expect((await pending).error).toMatchObject({ status: 500 });
      expect(seen).toHaveLength(1);
    });
  });
});
