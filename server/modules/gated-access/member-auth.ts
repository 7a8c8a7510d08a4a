import { hash, verify } from '@node-rs/argon2';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { blockedFor, recordFailure, recordSuccess } from '../../lib/oidc/failed-attempts';
import * as tcConfig from '../tc-config/index';
import { memberActivity } from './activity';
import { newToken, queueMail, sha256, signInMail } from './mails';
import { countLinksSince, insertLink, markLinkUsed, selectUsableLink } from './member-links.queries';
import { insertSession, revokeSessionByToken, selectSessionMember } from './member-sessions.queries';
import { selectActiveMember, selectMemberByEmail, updateMemberRow } from './members.queries';

/**
 * Members sign in to the public Trust Center with a password set from their invitation or with an
 * e-mailed one-time link. Their session is an httpOnly cookie scoped to /trust/{slug}: it is not a
 * staff session (staff use bearer tokens on /api/v1), and a staff token never opens member pages.
 */
export const MEMBER_COOKIE = 'trustroom_member';
const SESSION_TTL_MS = 12 * 3600_000;
const SIGN_IN_LINK_TTL_MS = 30 * 60_000;

export interface SignedInMember {
  sessionId: string;
  id: string;
  organizationId: string;
  customerId: string;
  customerName: string;
  email: string;
  fullName: string;
}

export interface Site {
  organizationId: string;
  slug: string;
  companyName: string;
}

/**
 * A script-readable marker set beside the session cookie (it holds no secret): the cached public page
 * asks who is signed in only when it is present, so anonymous visitors cost no extra request.
 */
export const MEMBER_HINT_COOKIE = 'trustroom_member_hint';
export const hintCookieOptions = (slug: string, secure: boolean) => ({
  path: `/trust/${slug}`,
  httpOnly: false,
  sameSite: 'lax' as const,
  secure,
  maxAge: SESSION_TTL_MS / 1000,
});
export const cookieOptions = (slug: string, secure: boolean) => ({
  path: `/trust/${slug}`,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  maxAge: SESSION_TTL_MS / 1000,
});

/**
 * The member behind a session cookie, or null. Checked on every request: an inactive member, an
 * inactive customer account, a revoked or expired session are refused at once.
 */
export async function currentMember(deps: AppDeps, site: Site, token: string | undefined): Promise<SignedInMember | null> {
  if (!token || token.length > 200) return null;
  return withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const row = await selectSessionMember(tx, site.organizationId, sha256(token));
    if (!row) return null;
    return {
      sessionId: row.session_id,
      id: row.id,
      organizationId: site.organizationId,
      customerId: row.customer_id,
      customerName: row.customer_name,
      email: row.email,
      fullName: row.full_name,
    };
  });
}

async function startSession(tx: Tx, organizationId: string, memberId: string, client: { ip: string; userAgent: string }) {
  const token = newToken();
  await insertSession(tx, {
    organizationId,
    memberId,
    tokenHash: sha256(token),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 400),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  await updateMemberRow(tx, organizationId, memberId, { lastLogin: new Date() });
  return token;
}

let dummyHash: Promise<string> | null = null;

/** Password sign-in; unknown e-mails cost one verification too. Returns a session token or null. */
/**
 * A member's password sign-in: a session token, `{ wait }` (seconds) while this address or this member has
 * failed too often (the staff sign-in's limits, counted apart per organisation), or null for a wrong password.
 */
export async function signInWithPassword(
  deps: AppDeps,
  site: Site,
  email: string,
  password: string,
  client: { ip: string; userAgent: string },
): Promise<{ token: string } | { wait: number } | null> {
  const realm = `member:${site.organizationId}`;
  const wait = await blockedFor(deps.db, client.ip, email, realm);
  if (wait) return { wait };
  const token = await withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const found = await selectMemberByEmail(tx, site.organizationId, email);
    const member = found ? await selectActiveMember(tx, site.organizationId, found.id) : null;
    if (!member?.password_hash) {
      dummyHash ??= hash('not-a-password-at-all');
      await verify(await dummyHash, password).catch(() => false);
      return null;
    }
    if (!(await verify(member.password_hash, password).catch(() => false))) return null;
    const token = await startSession(tx, site.organizationId, member.id, client);
    await memberActivity(
      tx,
      { fullName: member.full_name },
      site.organizationId,
      { id: member.customer_id, name: member.customer_name },
      'member_signed_in',
      `${member.full_name} signed in to the Trust Center`,
      { member_id: member.id, method: 'password' },
    );
    return token;
  });
  if (!token) {
    await recordFailure(deps.db, client.ip, email, realm);
    return null;
  }
  await recordSuccess(deps.db, client.ip, email, realm);
  return { token };
}

/** Sign-in links sent to one member per window, whoever asks. */
const SIGN_IN_LINKS_PER_WINDOW = 3;
const SIGN_IN_LINK_WINDOW_MS = 15 * 60_000;

/** Sends a one-time sign-in link to an active member (nothing, silently, for anyone else, or past the member's limit). */
export async function sendSignInLink(deps: AppDeps, site: Site, email: string) {
  await withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const found = await selectMemberByEmail(tx, site.organizationId, email);
    const member = found ? await selectActiveMember(tx, site.organizationId, found.id) : null;
    if (!member || !found) return;
    // However many addresses ask, a member's inbox gets a few links per window: the page says the same either way.
    if ((await countLinksSince(tx, site.organizationId, member.id, 'sign_in', new Date(Date.now() - SIGN_IN_LINK_WINDOW_MS))) >= SIGN_IN_LINKS_PER_WINDOW)
      return;
    const token = newToken();
    await insertLink(tx, {
      organizationId: site.organizationId,
      memberId: member.id,
      purpose: 'sign_in',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MS),
    });
    const link = `${tcConfig.publicUrl(deps, site.slug)}/member/sign-in-link?token=${token}`;
    await queueMail(tx, site.organizationId, { to: found.email, ...signInMail({ company: site.companyName || 'our', link }) });
  });
  deps.jobs.poke();
}

/** A valid, unused link of an active member: its row and the member. */
async function findLink(tx: Tx, organizationId: string, token: string | undefined, purpose: 'invite' | 'sign_in') {
  if (!token || token.length > 200) return null;
  const link = await selectUsableLink(tx, organizationId, sha256(token), purpose);
  if (!link) return null;
  const member = await selectActiveMember(tx, organizationId, link.memberId);
  return member ? { link, member } : null;
}

/** Whether an invitation link can still be used (the set-password page shows the form or "expired"). */
export function checkInvitation(deps: AppDeps, site: Site, token: string | undefined) {
  return withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const found = await findLink(tx, site.organizationId, token, 'invite');
    return found ? { fullName: found.member.full_name } : null;
  });
}

/** Sets the password from an invitation link and signs the member in. */
export async function setPassword(deps: AppDeps, site: Site, token: string | undefined, password: string, client: { ip: string; userAgent: string }) {
  const passwordHash = await hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  return withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const found = await findLink(tx, site.organizationId, token, 'invite');
    if (!found || !(await markLinkUsed(tx, site.organizationId, found.link.id))) return null;
    await updateMemberRow(tx, site.organizationId, found.member.id, { passwordHash, updatedAt: new Date() });
    const m = found.member;
    await memberActivity(
      tx,
      { fullName: m.full_name },
      site.organizationId,
      { id: m.customer_id, name: m.customer_name },
      'member_password_set',
      `${m.full_name} accepted the invitation and set a password`,
      { member_id: m.id },
    );
    return startSession(tx, site.organizationId, m.id, client);
  });
}

/** Signs a member in with a one-time e-mailed link. */
export function signInWithLink(deps: AppDeps, site: Site, token: string | undefined, client: { ip: string; userAgent: string }) {
  return withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const found = await findLink(tx, site.organizationId, token, 'sign_in');
    if (!found || !(await markLinkUsed(tx, site.organizationId, found.link.id))) return null;
    const m = found.member;
    await memberActivity(
      tx,
      { fullName: m.full_name },
      site.organizationId,
      { id: m.customer_id, name: m.customer_name },
      'member_signed_in',
      `${m.full_name} signed in to the Trust Center with an e-mailed link`,
      { member_id: m.id, method: 'link' },
    );
    return startSession(tx, site.organizationId, m.id, client);
  });
}

export function signOut(deps: AppDeps, site: Site, token: string | undefined) {
  if (!token) return Promise.resolve();
  return withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    await revokeSessionByToken(tx, site.organizationId, sha256(token));
  });
}
