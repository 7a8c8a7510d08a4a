import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginResult } from '@shared/contracts/iam';
import { can, type Permission } from '@shared/permissions';
import { api, tokenStore } from '../../lib/api';
import { FullPageLoader } from '../../ui/FullPageLoader';

export interface Session {
  login: LoginResult;
  can(permission: Permission): boolean;
  isRole(...slugs: string[]): boolean;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

const RETURN_KEY = 'tr_return_to';

/** Addresses people type to sign in or out: the console has no page there, so signing in from one goes home. */
const signInAddresses = /^\/(?:login|log-in|signin|sign-in|logout|log-out|signout|sign-out)\/?$/i;

/** A path on this site, or '/' (the server checks again; this keeps the browser from ever leaving). */
export function sameOriginPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  try {
    const u = new URL(value, window.location.origin);
    if (u.origin !== window.location.origin || u.pathname.startsWith('//') || u.pathname.startsWith('/auth/') || signInAddresses.test(u.pathname)) return '/';
    return u.pathname + u.search + u.hash;
  } catch {
    return '/';
  }
}

/** The page the user opened before sign-in started, kept through the silent attempt (this tab only). */
export function pendingReturnPath(): string {
  try {
    return sameOriginPath(window.sessionStorage.getItem(RETURN_KEY));
  } catch {
    return '/';
  }
}

/** Set once the user signs out, so a request failing meanwhile cannot start a sign-in that outruns the sign-out. */
let signingOut = false;

/** Starts sign-in: silent first (prompt=none), interactive when the provider has no session. */
export function startSignIn(opts: { silent?: boolean; returnTo?: string } = {}) {
  if (signingOut) return;
  const returnTo = sameOriginPath(opts.returnTo ?? window.location.pathname + window.location.search + window.location.hash);
  try {
    window.sessionStorage.setItem(RETURN_KEY, returnTo);
  } catch {
    /* storage may be off; the server still carries return_to */
  }
  const params = new URLSearchParams({ return_to: returnTo });
  if (opts.silent) params.set('prompt', 'none');
  window.location.assign(`/api/v1/iam/login/?${params.toString()}`);
}

async function refresh(): Promise<LoginResult | null> {
  try {
    const res = await fetch('/api/v1/iam/token/refresh/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) return null;
    return ((await res.json()) as { data: LoginResult }).data;
  } catch {
    return null;
  }
}

/** Holds the signed-in user; the access token lives only in memory and refreshes silently. */
export function SessionProvider({ children, initial }: { children: ReactNode; initial?: LoginResult | null }) {
  const [login, setLogin] = useState<LoginResult | null>(initial ?? null);
  const [checked, setChecked] = useState(Boolean(initial));

  const apply = useCallback((result: LoginResult | null) => {
    tokenStore.set(result?.access_token ?? null);
    setLogin(result);
  }, []);

  useEffect(() => {
    tokenStore.configure({
      refresh: async () => {
        const r = await refresh();
        if (r) setLogin(r);
        return r?.access_token ?? null;
      },
      onExpired: () => startSignIn({ silent: true }),
    });
    if (initial) {
      apply(initial);
      return;
    }
    void refresh().then((r) => {
      if (r) {
        apply(r);
        setChecked(true);
      } else startSignIn({ silent: true });
    });
  }, [apply, initial]);

  // Refresh a minute before the access token expires, so the user never notices.
  useEffect(() => {
    if (!login?.expires_in) return;
    const ms = Math.max(10_000, (login.expires_in - 60) * 1000);
    const timer = setTimeout(() => void refresh().then((r) => (r ? apply(r) : startSignIn({ silent: true }))), ms);
    return () => clearTimeout(timer);
  }, [login, apply]);

  const session = useMemo<Session | null>(() => {
    if (!login) return null;
    return {
      login,
      can: (p) => can(login.user.permissions, p),
      isRole: (...slugs) => slugs.includes(login.user.role.slug),
      async signOut() {
        signingOut = true;
        let endSession: string | null = null;
        try {
          const res = await api<{ end_session_url: string | null }>('/iam/logout/', { method: 'POST', body: {} });
          endSession = res.data.end_session_url;
        } catch {
          /* the session may already be gone */
        }
        tokenStore.set(null);
        window.location.assign(endSession ?? '/auth/redirect?logout=true');
      },
    };
  }, [login]);

  if (!checked || !session) return <FullPageLoader label="Signing you in…" />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
