// Minimal HTTP client for Trustroom: OIDC sign-in with a cookie jar, then Bearer token / API key.
export class Api {
  constructor(base, notes) { this.base = base; this.jar = new Map(); this.token = null; this.notes = notes || (() => {}); }
  cookieHeader() { return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '); }
  keep(res) {
    const sc = res.headers.getSetCookie ? res.headers.getSetCookie() : [];
    for (const c of sc) { const [kv] = c.split(';'); const i = kv.indexOf('='); this.jar.set(kv.slice(0, i).trim(), kv.slice(i + 1)); }
  }
  async raw(url, opts = {}) {
    const full = url.startsWith('http') ? url : this.base + url;
    const headers = { ...(opts.headers || {}) };
    if (this.jar.size) headers.cookie = this.cookieHeader();
    const res = await fetch(full, { ...opts, headers, redirect: 'manual' });
    this.keep(res);
    return res;
  }
  async signIn(email, password) {
    let res = await this.raw('/api/v1/iam/login/');
    let loc = res.headers.get('location');
    for (let i = 0; i < 5 && loc && !loc.includes('/oidc/interaction/'); i++) { res = await this.raw(loc); loc = res.headers.get('location'); }
    if (!loc) throw new Error('sign-in: no interaction redirect, status ' + res.status);
    const uid = loc.split('/oidc/interaction/')[1].split(/[/?]/)[0];
    const form = (o) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(o).toString() });
    res = await this.raw(`/oidc/interaction/${uid}/login`, form({ email }));
    let html = await res.text();
    let m = html.match(/action="([^"]+\/login)"/);
    res = await this.raw(m ? m[1] : `/oidc/interaction/${uid}/login`, form({ email, password }));
    loc = res.headers.get('location');
    for (let i = 0; i < 10 && loc && !loc.includes('/auth/redirect'); i++) { res = await this.raw(loc); loc = res.headers.get('location'); }
    if (!loc) { const t = await res.text(); throw new Error('sign-in: no redirect to /auth/redirect, status ' + res.status + ' ' + t.slice(0, 300)); }
    const u = new URL(loc, this.base);
    const body = { code: u.searchParams.get('code'), state: u.searchParams.get('state') };
    if (u.searchParams.get('iss')) body.iss = u.searchParams.get('iss');
    res = await this.raw('/api/v1/iam/token/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const j = await res.json();
    if (!res.ok) throw new Error('token: ' + res.status + ' ' + JSON.stringify(j));
    this.token = j.data.access_token;
    return j.data;
  }
  async call(method, path, body, { form, allow = [] } = {}) {
    const headers = { authorization: `Bearer ${this.token}` };
    let payload;
    if (form) payload = form; else if (body !== undefined) { headers['content-type'] = 'application/json'; payload = JSON.stringify(body); }
    const url = path.startsWith('http') ? path : this.base + path;
    const res = await fetch(url, { method, headers, body: payload });
    const text = await res.text();
    let json; try { json = JSON.parse(text); } catch { json = null; }
    if (!res.ok && !allow.includes(res.status)) {
      const err = new Error(`${method} ${path} -> ${res.status}: ${text.slice(0, 600)}`);
      err.status = res.status; err.body = json || text; throw err;
    }
    return { status: res.status, json, text };
  }
}
