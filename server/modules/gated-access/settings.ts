import type { AccessSettings } from '@shared/contracts/gated-access';
import type { Executor, Tx } from '../../db/client';
import { selectAccessSettings, upsertAccessSettings } from './settings.queries';

export async function readSettings(ex: Executor, organizationId: string): Promise<AccessSettings> {
  const row = await selectAccessSettings(ex, organizationId);
  return { refuse_free_mail: row?.refuseFreeMail ?? false, require_nda: row?.requireNda ?? true };
}

export async function writeSettings(tx: Tx, organizationId: string, patch: Partial<AccessSettings>, userId: string | null) {
  const current = await readSettings(tx, organizationId);
  const next = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as AccessSettings;
  await upsertAccessSettings(tx, organizationId, { refuseFreeMail: next.refuse_free_mail, requireNda: next.require_nda, updatedBy: userId });
  return next;
}
