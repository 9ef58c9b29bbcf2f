import { isLoginResponse, mayHaveStoredSession } from '@/auth/stored-session';

describe('mayHaveStoredSession', () => {
  afterEach(() => {
    document.cookie = 'auth0.forkful-web.is.authenticated=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('is false in a browser the SDK has never stored anything in', () => {
    window.localStorage.setItem('cartItems-r1', '[]');
    expect(mayHaveStoredSession('forkful-web')).toBe(false);
  });

  it("is true when the SDK's cache holds entries for this client", () => {
    window.localStorage.setItem('@@auth0spajs@@::forkful-web::@@user@@', '{}');
    expect(mayHaveStoredSession('forkful-web')).toBe(true);
    expect(mayHaveStoredSession('another-client')).toBe(false);
  });

  it("is true when the SDK's session cookie is set", () => {
    document.cookie = 'auth0.forkful-web.is.authenticated=true';
    expect(mayHaveStoredSession('forkful-web')).toBe(true);
  });
});

describe('isLoginResponse', () => {
  it.each([
    ['?code=abc&state=xyz', true],
    ['?error=access_denied&state=xyz', true],
    ['?code=abc', false],
    ['?state=xyz', false],
    ['?searchQuery=pizza', false],
    ['', false],
  ])('%s → %s', (search, expected) => {
    expect(isLoginResponse(search)).toBe(expected);
  });
});
