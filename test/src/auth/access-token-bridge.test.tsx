import { render, waitFor } from '@testing-library/react';
import { AccessTokenBridge } from '@/auth/access-token-bridge';
import { createAccessTokenSource } from '@/auth/access-token-source';
import { AuthContext } from '@/auth/auth-session';
import { makeAuthDouble, type AuthState } from '../../render-with-providers';

function renderBridge(state: AuthState) {
  const auth = makeAuthDouble(state);
  const source = createAccessTokenSource();
  render(
    <AuthContext.Provider value={auth}>
      <AccessTokenBridge source={source} />
    </AuthContext.Provider>,
  );
  return { auth, source };
}

describe('AccessTokenBridge', () => {
  it('gives no token, and asks the SDK nothing, while signed out', async () => {
    const { auth, source } = renderBridge('signedOut');
    await expect(source.getAccessToken()).resolves.toBeUndefined();
    expect(auth.getAccessTokenSilently).not.toHaveBeenCalled();
  });

  it("gives the signed-in user's token", async () => {
    const { auth, source } = renderBridge({ email: 'ada@example.com' });
    auth.getAccessTokenSilently.mockResolvedValue('token-abc');
    await expect(source.getAccessToken()).resolves.toBe('token-abc');
  });

  it('signs the user out locally when the session can no longer be refreshed', async () => {
    const { auth, source } = renderBridge({ email: 'ada@example.com' });
    auth.getAccessTokenSilently.mockRejectedValue(
      Object.assign(new Error('Unknown or invalid refresh token.'), { error: 'invalid_grant' }),
    );
    await expect(source.getAccessToken()).resolves.toBeUndefined();
    await waitFor(() => expect(auth.logout).toHaveBeenCalledWith({ openUrl: false }));
  });

  it('keeps the session on a passing failure such as a network error', async () => {
    const { auth, source } = renderBridge({ email: 'ada@example.com' });
    auth.getAccessTokenSilently.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(source.getAccessToken()).resolves.toBeUndefined();
    expect(auth.logout).not.toHaveBeenCalled();
  });
});
