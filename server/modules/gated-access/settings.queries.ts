import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { accessSettings } from '../../db/schema/index';

export async function selectAccessSettings(ex: Executor, organizationId: string) {
  const [row] = await ex.select().from(accessSettings).where(eq(accessSettings.organizationId, organizationId));
  return row ?? null;
}

export async function upsertAccessSettings(tx: Tx, organizationId: string, v: { refuseFreeMail: boolean; requireNda: boolean; updatedBy: string | null }) {
  await tx
    .insert(accessSettings)
    .values({ organizationId, ...v })
    .onConflictDoUpdate({ target: accessSettings.organizationId, set: { ...v, updatedAt: new Date() } });
}
