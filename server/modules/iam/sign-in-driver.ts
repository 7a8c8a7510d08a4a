import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * For tests: a tiny browser over app.inject() with a cookie jar, that walks the real sign-in flow
 * (console → /api/v1/iam/login/ → /oidc → sign-in page → /auth/redirect → POST /api/v1/iam/token/).
 */
export class TestBrowser {
  private readonly jar = new Map<string, { value: string; path: string }>();

  /** `app` serves every path, or pick one per path (an external provider in another app). */
  constructor(
    private readonly app: FastifyInstance | ((path: string) => FastifyInstance),
    private readonly origin = 'http://localhost:3000',
  ) {}

  cookie(name: string) {
    return this.jar.get(name)?.value;
  }

  setCookie(name: string, value: string, path = '/') {
    this.jar.set(name, { value, path });
  }

  private cookieHeader(path: string) {
    return [...this.jar.entries()]
      .filter(([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([n, c]) => `${n}=${c.value}`)
      .join('; ');
  }

  private remember(res: LightMyRequestResponse) {
    const raw = res.headers['set-cookie'];
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    for (const line of list) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attrs.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, { value, path });
    }
  }

  /** One request (no redirects followed). `url` may be absolute (on our origin) or a path. */
  async request(method: 'GET' | 'POST', url: string, opts: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {}) {
    const path = url.startsWith(this.origin) ? url.slice(this.origin.length) : url;
    const o = new URL(this.origin);
    // As behind a TLS-terminating proxy when the origin is https.
    const headers: Record<string, string> = { host: o.host, 'x-forwarded-proto': o.protocol.replace(':', ''), ...opts.headers };
    const cookie = this.cookieHeader(path.split('?')[0]!);
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(opts.form).toString();
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(opts.json);
    }
    const app = 'inject' in this.app ? this.app : this.app(path);
    const res = await app.inject({ method, url: path, headers, ...(payload !== undefined ? { payload } : {}) });
    this.remember(res);
    return res;
  }

  /** Follows redirects until a page is shown or the browser reaches the console (/auth/redirect, /). */
  async follow(res: LightMyRequestResponse) {
    let current = res;
    for (let i = 0; i < 10 && current.statusCode >= 300 && current.statusCode < 400; i++) {
      const location = String(current.headers.location);
      const path = location.startsWith(this.origin) ? location.slice(this.origin.length) : location;
      if (!path.startsWith('/oidc') && !path.startsWith('/api/')) return { res: current, location: new URL(location, this.origin) };
      current = await this.request('GET', path);
    }
    return { res: current, location: null };
  }

  /** Opens the console's sign-in start and returns the sign-in page (or where the flow ended). */
  async startSignIn(query: Record<string, string> = {}) {
    return this.follow(await this.request('GET', `/api/v1/iam/login/?${new URLSearchParams(query)}`));
  }

  /** Fills in the sign-in page shown by `page` and follows the redirects. */
  async submitSignIn(page: LightMyRequestResponse, email: string, password: string) {
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    if (!action) throw new Error(`no sign-in form on the page:\n${page.body.slice(0, 500)}`);
    return this.follow(await this.request('POST', action.replace(/&amp;/g, '&'), { form: { email, password } }));
  }

  /** The code exchange the console makes on /auth/redirect. */
  async exchange(redirect: URL, override: { state?: string } = {}) {
    const code = redirect.searchParams.get('code') ?? '';
    const state = override.state ?? redirect.searchParams.get('state') ?? '';
    return this.request('POST', '/api/v1/iam/token/', { json: { code, state } });
  }

  /** The whole interactive sign-in; returns the token exchange's response. */
  async signIn(email: string, password: string, query: Record<string, string> = {}) {
    const { res: page } = await this.startSignIn(query);
    const done = await this.submitSignIn(page, email, password);
    if (!done.location) throw new Error(`sign-in did not return to the console:\n${done.res.statusCode} ${done.res.body.slice(0, 800)}`);
    return this.exchange(done.location);
  }
}
