import { eq } from 'drizzle-orm';
import type { AccessSettings } from '@shared/contracts/gated-access';
import type { Executor, Tx } from '../../db/client';
import { accessSettings } from '../../db/schema/index';

export async function readSettings(ex: Executor, organizationId: string): Promise<AccessSettings> {
  const [row] = await ex.select().from(accessSettings).where(eq(accessSettings.organizationId, organizationId));
  return { refuse_free_mail: row?.refuseFreeMail ?? false, require_nda: row?.requireNda ?? true };
}

export async function writeSettings(tx: Tx, organizationId: string, patch: Partial<AccessSettings>, userId: string | null) {
  const current = await readSettings(tx, organizationId);
  const next = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as AccessSettings;
  await tx
    .insert(accessSettings)
    .values({ organizationId, refuseFreeMail: next.refuse_free_mail, requireNda: next.require_nda, updatedBy: userId })
    .onConflictDoUpdate({
      target: accessSettings.organizationId,
      set: { refuseFreeMail: next.refuse_free_mail, requireNda: next.require_nda, updatedBy: userId, updatedAt: new Date() },
    });
  return next;
}
