import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { rows, type Tx } from '../../db/client';
import { customerMembers, memberSessions, memberTokens } from '../../db/schema/index';
import { withTenant } from '../../db/tenant-isolation';
import * as tcConfig from '../tc-config/index';
import { memberActivity } from './activity';
import { newToken, queueMail, sha256, signInMail } from './mails';
import { selectMemberByEmail } from './members.queries';

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
    const [row] = await rows<{ session_id: string; id: string; customer_id: string; customer_name: string; email: string; full_name: string }>(
      tx,
      sql`select s.id as session_id, m.id, m.customer_id, c.name as customer_name, m.email, m.full_name
          from member_sessions s
          join customer_members m on m.organization_id = s.organization_id and m.id = s.member_id
          join customers c on c.organization_id = m.organization_id and c.id = m.customer_id
          where s.organization_id = ${site.organizationId} and s.token_hash = ${sha256(token)}
            and s.revoked_at is null and s.expires_at > now() and m.is_active and c.is_active`,
    );
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
  await tx.insert(memberSessions).values({
    organizationId,
    memberId,
    tokenHash: sha256(token),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 400),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  await tx
    .update(customerMembers)
    .set({ lastLogin: new Date() })
    .where(and(eq(customerMembers.organizationId, organizationId), eq(customerMembers.id, memberId)));
  return token;
}

async function activeMember(tx: Tx, organizationId: string, memberId: string) {
  const [row] = await rows<{ id: string; full_name: string; customer_id: string; customer_name: string; password_hash: string | null }>(
    tx,
    sql`select m.id, m.full_name, m.customer_id, c.name as customer_name, m.password_hash from customer_members m
        join customers c on c.organization_id = m.organization_id and c.id = m.customer_id
        where m.organization_id = ${organizationId} and m.id = ${memberId} and m.is_active and c.is_active`,
  );
  return row ?? null;
}

let dummyHash: Promise<string> | null = null;

/** Password sign-in; unknown e-mails cost one verification too. Returns a session token or null. */
export async function signInWithPassword(deps: AppDeps, site: Site, email: string, password: string, client: { ip: string; userAgent: string }) {
  return withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const found = await selectMemberByEmail(tx, site.organizationId, email);
    const member = found ? await activeMember(tx, site.organizationId, found.id) : null;
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
}

/** Sends a one-time sign-in link to an active member (nothing, silently, for anyone else). */
export async function sendSignInLink(deps: AppDeps, site: Site, email: string) {
  await withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const found = await selectMemberByEmail(tx, site.organizationId, email);
    const member = found ? await activeMember(tx, site.organizationId, found.id) : null;
    if (!member || !found) return;
    const token = newToken();
    await tx.insert(memberTokens).values({
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
  const [link] = await tx
    .select()
    .from(memberTokens)
    .where(
      and(
        eq(memberTokens.organizationId, organizationId),
        eq(memberTokens.tokenHash, sha256(token)),
        eq(memberTokens.purpose, purpose),
        isNull(memberTokens.usedAt),
        gt(memberTokens.expiresAt, new Date()),
      ),
    );
  if (!link) return null;
  const member = await activeMember(tx, organizationId, link.memberId);
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
    if (!found) return null;
    await tx
      .update(memberTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(memberTokens.organizationId, site.organizationId), eq(memberTokens.id, found.link.id)));
    await tx
      .update(customerMembers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(customerMembers.organizationId, site.organizationId), eq(customerMembers.id, found.member.id)));
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
    if (!found) return null;
    await tx
      .update(memberTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(memberTokens.organizationId, site.organizationId), eq(memberTokens.id, found.link.id)));
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
    await tx
      .update(memberSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(memberSessions.organizationId, site.organizationId), eq(memberSessions.tokenHash, sha256(token))));
  });
}
