interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** What a browser asks for when it navigates to a page. */
const NAVIGATION_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** Just enough of a browser: a cookie jar honouring paths and redirects followed by hand. */
export class TestBrowser {
  private readonly cookies = new Map<string, StoredCookie>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', NAVIGATION_ACCEPT);
    const cookie = this.cookieHeader(new URL(url).pathname);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    response.headers.getSetCookie().forEach((line) => this.store(line));
    return response;
  }

  postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, { method: 'POST', body: new URLSearchParams(fields) });
  }

  /**
   * Follows redirects from `url` until a page answers or the next stop is outside the provider
   * (the SPA's callback or logout address), which is returned unvisited.
   */
  async follow(
    first: Response,
    base: string,
  ): Promise<{ response: Response; external?: URL; url: string }> {
    let response = first;
    let url = base;
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url);
      if (next.origin !== new URL(base).origin) return { response, external: next, url };
      url = next.href;
      response = await this.request(url);
    }
    return { response, url };
  }

  private cookieHeader(pathname: string): string {
    return [...this.cookies.values()]
      .filter((cookie) => pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private store(line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, ...valueParts] = pair.split('=');
    const value = valueParts.join('=');
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const path = attribute('path') ?? '/';
    const expires = attribute('expires');
    const expired = (expires && Date.parse(expires) <= Date.now()) || attribute('max-age') === '0';
    const key = `${name};${path}`;
    if (expired || value === '') this.cookies.delete(key);
    else this.cookies.set(key, { name, value, path });
  }
}
