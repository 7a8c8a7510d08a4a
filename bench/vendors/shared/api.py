import requests, re, time
from urllib.parse import urlparse, parse_qs

class Api:
    def __init__(self, base, email, password='trustroom-demo'):
        self.base = base
        self.s = requests.Session()
        self.email, self.password = email, password
        self.login()

    def login(self):
        s, B = self.s, self.base
        r = s.get(B + '/api/v1/iam/login/')
        act = re.search(r'action="([^"]+)"', r.text).group(1)
        r = s.post(B + act, data={'email': self.email}, allow_redirects=True)
        m = re.search(r'action="([^"]+)"', r.text)
        act = m.group(1)
        r = s.post(B + act, data={'email': self.email, 'password': self.password}, allow_redirects=False)
        loc = None
        for _ in range(10):
            if r.status_code not in (301, 302, 303):
                raise RuntimeError('login: unexpected %s %s' % (r.status_code, r.text[:300]))
            loc = r.headers['location']
            if '/auth/redirect' in loc:
                break
            r = s.get(loc if loc.startswith('http') else B + loc, allow_redirects=False)
        q = parse_qs(urlparse(loc).query)
        r = s.post(B + '/api/v1/iam/token/', json={'code': q['code'][0], 'state': q.get('state', [None])[0], 'iss': q.get('iss', [''])[0]})
        r.raise_for_status()
        d = r.json()['data']
        self.token = d['access_token']
        self.refresh = d.get('refresh_token')
        self.expires = time.time() + float(d.get('expires_in') or 600) - 60
        self.user = d['user']
        self.org = d['organization']

    def req(self, method, path, **kw):
        if time.time() > self.expires:
            self.login()
        h = kw.pop('headers', {})
        h['Authorization'] = 'Bearer ' + self.token
        url = path if path.startswith('http') else self.base + path
        r = self.s.request(method, url, headers=h, timeout=kw.pop('timeout', 120), **kw)
        if r.status_code == 401:
            self.login(); h['Authorization'] = 'Bearer ' + self.token
            r = self.s.request(method, url, headers=h, timeout=120, **kw)
        return r
