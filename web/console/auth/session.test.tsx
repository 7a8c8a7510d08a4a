// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { api } from '../../lib/api';
import { signedIn, testLogin } from './test-session';
import { sameOriginPath, useSession } from './session';

function SignOutButton() {
  const session = useSession();
  return <button onClick={() => void session.signOut()}>Sign out</button>;
}

describe('signing out', () => {
  it('goes to the provider to end the session, and a request refused meanwhile starts no new sign-in', async () => {
    window.sessionStorage.clear();
    let pollDuringSignOut: Promise<unknown> | null = null;
    fakeApi((call) => {
      if (call.path === '/iam/logout/') {
        // A poll sent while the sign-out is on its way finds the session already gone.
        pollDuringSignOut = api('/notifications/').catch(() => undefined);
        return { end_session_url: '#signed-out' };
      }
      return new Response(JSON.stringify({ errors: [{ code: 'not_authenticated', detail: 'Sign in again.', attr: null }] }), { status: 401 });
    });
    renderUi(signedIn(<SignOutButton />, { ...testLogin(), access_token: 'token' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.hash).toBe('#signed-out'));
    await pollDuringSignOut;
    // A sign-in started here would record the page to come back to before leaving for the provider.
    expect(window.sessionStorage.getItem('tr_return_to')).toBeNull();
  });
});

describe('the page to come back to after signing in', () => {
  it('is the page asked for, on this site only, and home for an address typed to sign in', () => {
    expect(sameOriginPath('/questionnaires?tab=open')).toBe('/questionnaires?tab=open');
    expect(sameOriginPath('https://evil.example/steal')).toBe('/');
    expect(sameOriginPath('//evil.example')).toBe('/');
    expect(sameOriginPath('/auth/redirect')).toBe('/');
    // The console has no page at /login: signing in from it lands on the home page, not on "Page Not Found".
    expect(sameOriginPath('/login')).toBe('/');
    expect(sameOriginPath('/sign-in/')).toBe('/');
    expect(sameOriginPath('/login-history')).toBe('/login-history');
  });
});
