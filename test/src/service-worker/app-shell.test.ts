import { networkFirstNavigation } from '@/service-worker/app-shell';

const request = new Request('https://forkful.example/search/london');

describe('a navigation', () => {
  it("is answered by the network when there is one, so that a deployment's page shows", async () => {
    const fromNetwork = new Response('deployed');
    const cachedShell = jest.fn(async () => new Response('cached'));
    const answer = await networkFirstNavigation(request, cachedShell, async () => fromNetwork);
    expect(answer).toBe(fromNetwork);
    expect(cachedShell).not.toHaveBeenCalled();
  });

  it('falls back to the cached app shell when the network fails', async () => {
    const shell = new Response('shell');
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(networkFirstNavigation(request, async () => shell, offline)).resolves.toBe(shell);
  });

  it('fails as the network did when the shell is not cached (yet)', async () => {
    const failure = new TypeError('Failed to fetch');
    const offline = () => Promise.reject(failure);
    await expect(networkFirstNavigation(request, async () => undefined, offline)).rejects.toBe(
      failure,
    );
  });
});
