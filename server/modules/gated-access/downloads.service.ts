import crypto from 'node:crypto';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { DocumentDownload } from '@shared/contracts/gated-access';
import type { AppDeps } from '../../deps';
import { withTenant } from '../../db/tenant-isolation';
import { iso } from '../../lib/content-rows';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../lib/context';
import type { StoredFile } from '../../lib/uploads';
import * as tcConfig from '../tc-config/index';
import { memberActivity } from './activity';
import { confidentialDocument, type ConfidentialKind } from './documents';
import { customerExists, insertDownload, selectDownloadPage } from './downloads.queries';
import type { SignedInMember } from './member-auth';

/**
 * Download links carry a signature bound to the member: a URL copied into another browser has no
 * member session, and another member's session does not match the signature.
 */
export async function downloadSignature(deps: AppDeps, memberId: string, kind: string, id: string) {
  const key = await tcConfig.linkKey(deps.db);
  return crypto.createHmac('sha256', key).update(`member-download:${memberId}:${kind}:${id}`).digest('base64url').slice(0, 32);
}

export async function verifyDownloadSignature(deps: AppDeps, memberId: string, kind: string, id: string, sig: string | undefined) {
  if (!sig) return false;
  const expected = await downloadSignature(deps, memberId, kind, id);
  return expected.length === sig.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(sig));
}

/** The stamp on every page: who downloaded it, for which company, when. */
export const stampText = (member: { fullName: string; customerName: string }, at: Date) =>
  `Confidential - downloaded by ${member.fullName} (${member.customerName}) on ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** Writes the stamp at the foot of every page of a PDF. Latin-1 only (the standard font); other characters become '?'. */
export async function stampPdf(body: Buffer, text: string): Promise<Buffer> {
  const pdf = await PDFDocument.load(body, { ignoreEncryption: true, updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const safe = text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  for (const page of pdf.getPages()) {
    const { width } = page.getSize();
    const size = 8;
    const textWidth = font.widthOfTextAtSize(safe, size);
    const x = Math.max(12, (width - textWidth) / 2);
    page.drawRectangle({ x: x - 4, y: 8, width: Math.min(textWidth + 8, width - 16), height: size + 6, color: rgb(1, 1, 1), opacity: 0.85 });
    page.drawText(safe, { x, y: 12, size, font, color: rgb(0.75, 0.1, 0.1) });
  }
  return Buffer.from(await pdf.save());
}

const isPdf = (file: StoredFile, body: Buffer) => file.content_type === 'application/pdf' || body.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * A confidential document for a signed-in member: read, stamped when it is a PDF, and logged
 * (who, what, when) with an activity row on the customer account.
 */
export async function memberDownload(deps: AppDeps, member: SignedInMember, kind: ConfidentialKind, id: string, client: { ip: string; userAgent: string }) {
  return withTenant(deps.db, { organizationId: member.organizationId }, async (tx) => {
    const doc = await confidentialDocument(tx, member.organizationId, kind, id);
    if (!doc?.file) return null;
    const original = await deps.storage.get(doc.file.key);
    if (!original) return null;
    const at = new Date();
    let body = original;
    let stamped = false;
    if (isPdf(doc.file, original)) {
      try {
        body = await stampPdf(original, stampText(member, at));
        stamped = true;
      } catch (err) {
        deps.log.warn({ err: (err as Error).message, document: doc.id }, 'could not stamp a confidential PDF; sent unstamped');
      }
    }
    await insertDownload(tx, {
      organizationId: member.organizationId,
      memberId: member.id,
      customerId: member.customerId,
      documentKind: kind,
      documentId: doc.id,
      documentName: doc.name,
      stamped,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 400),
      downloadedAt: at,
    });
    await memberActivity(
      tx,
      { fullName: member.fullName },
      member.organizationId,
      { id: member.customerId, name: member.customerName },
      'document_downloaded',
      `${member.fullName} (${member.email}) downloaded "${doc.name}"`,
      { member_id: member.id, document_kind: kind, document_id: doc.id, stamped },
    );
    return { file: { ...doc.file, size: body.length }, body };
  });
}

/** Downloads by the members of one customer account (staff view), newest first. */
export function listDownloads(deps: AppDeps, auth: AuthContext, customerId: string | null, q: { page: number; length: number }) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    if (customerId && !(await customerExists(tx, org, customerId))) throw notFound('Customer not found.');
    const list = await selectDownloadPage(tx, org, customerId, q.length, (q.page - 1) * q.length);
    const downloads: DocumentDownload[] = list.map((r) => ({
      id: r.id,
      member: { id: r.member_id, full_name: r.full_name ?? 'Removed member', email: r.email ?? '' },
      document_name: r.document_name,
      document_kind: r.document_kind,
      stamped: Boolean(r.stamped),
      created_at: iso(r.created_at)!,
    }));
    return {
      data: { downloads },
      pagination: {
        page: q.page,
        length: q.length,
        total_count: Number(list[0]?.total ?? 0),
        total_pages: Math.max(1, Math.ceil(Number(list[0]?.total ?? 0) / q.length)),
      },
    };
  });
}
