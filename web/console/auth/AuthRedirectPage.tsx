import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { signInMessages, type LoginResult } from '@shared/contracts/iam';
import { ErrorPage } from '../pages/ErrorPage';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { pendingReturnPath, sameOriginPath, startSignIn } from './session';

const NOT_AUTHORIZED = signInMessages.notAuthorized;
const STATE_MISMATCH = signInMessages.stateMismatch;
const SILENT_ERRORS = new Set(['login_required', 'interaction_required', 'consent_required', 'account_selection_required']);
/** Only the product's own sign-in messages are shown as written: a link must not make this page say what its sender wants. */
const KNOWN_MESSAGES = new Set<string>(Object.values(signInMessages));
const returnedError = (error: string, description: string | null) =>
  description && KNOWN_MESSAGES.has(description) ? description : error === 'access_denied' ? NOT_AUTHORIZED : signInMessages.codeRejected;

/**
 * /auth/redirect: the return from the identity provider (portal §2, §4, §8).
 * code → exchange; error → the sign-in error page; logout → signed-out card; nothing → silent sign-in.
 */
export function AuthRedirectPage({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const params = new URLSearchParams(window.location.search);
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const errorDescription = params.get('error_description');
  const logout = params.get('logout');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (logout) return;
    if (error) {
      // The silent attempt found no session: sign in interactively, still towards the page first opened.
      if (SILENT_ERRORS.has(error)) startSignIn({ returnTo: pendingReturnPath() });
      return;
    }
    if (!code) {
      startSignIn({ silent: true, returnTo: pendingReturnPath() });
      return;
    }
    if (!state) {
      setFailure(STATE_MISMATCH);
      return;
    }
    fetch('/api/v1/iam/token/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, state }),
    })
      .then(async (res) => {
        const json = (await res.json().catch(() => ({}))) as { data?: LoginResult; errors?: { detail: string }[] };
        if (!res.ok || !json.data) throw new Error(json.errors?.[0]?.detail ?? 'Sign-in failed. Please try again.');
        const returnTo = sameOriginPath(json.data.return_to);
        window.history.replaceState(null, '', returnTo);
        onSignedIn(json.data);
      })
      .catch((e: Error) => setFailure(e.message));
  }, [code, state, error, logout, onSignedIn]);

  if (logout) {
    return (
      <Center mih="100vh" p="md" bg="gray.0">
        <Paper withBorder p="xl" maw={440} w="100%" shadow="sm">
          <Stack align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconLogout size={30} />
            </ThemeIcon>
            <Title order={3}>You have signed out</Title>
            <Text c="dimmed">Your session has ended on this device.</Text>
            <Button onClick={() => startSignIn({ returnTo: '/' })}>Sign in again</Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
  const message = failure ?? (error && !SILENT_ERRORS.has(error) ? returnedError(error, errorDescription) : null);
  if (message) {
    const restart = message === NOT_AUTHORIZED;
    return (
      <ErrorPage
        kind="error"
        message={message}
        action={
          <Button
            onClick={() => {
              if (restart) window.location.assign('/api/v1/iam/login/?prompt=login&return_to=/');
              else startSignIn({ returnTo: '/' });
            }}
          >
            Try again
          </Button>
        }
      />
    );
  }
  return <FullPageLoader label="Signing you in…" />;
}
