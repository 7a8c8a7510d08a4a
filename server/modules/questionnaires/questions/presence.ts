/**
 * Who has a file's review open: each open review page reports itself every PRESENCE_EVERY_MS; anyone
 * not heard from for SEEN_FOR_MS has left. Kept in the web process's memory (it is shown, never
 * stored); several web processes would each see their own visitors.
 */
export const PRESENCE_EVERY_MS = 20_000;
const SEEN_FOR_MS = 50_000;
const MAX_FILES = 10_000;

export interface Viewer {
  user_id: string;
  full_name: string;
  editing: boolean;
  seen_at: string;
}

const files = new Map<string, Map<string, { name: string; editing: boolean; at: number }>>();

/** Records that a user has the file open (and whether they are typing), and returns the others. */
export function reportPresence(organizationId: string, fileId: string, user: { id: string; name: string }, editing: boolean, now = Date.now()): Viewer[] {
  const key = `${organizationId}:${fileId}`;
  let viewers = files.get(key);
  if (!viewers) {
    if (files.size >= MAX_FILES) forgetIdle(now);
    viewers = new Map();
    files.set(key, viewers);
  }
  viewers.set(user.id, { name: user.name, editing, at: now });
  const others: Viewer[] = [];
  for (const [id, v] of viewers) {
    if (now - v.at > SEEN_FOR_MS) viewers.delete(id);
    else if (id !== user.id) others.push({ user_id: id, full_name: v.name, editing: v.editing, seen_at: new Date(v.at).toISOString() });
  }
  return others.sort((a, b) => a.full_name.localeCompare(b.full_name));
}

/** The user closed the page. */
export function leavePresence(organizationId: string, fileId: string, userId: string) {
  files.get(`${organizationId}:${fileId}`)?.delete(userId);
}

function forgetIdle(now: number) {
  for (const [key, viewers] of files) {
    for (const [id, v] of viewers) if (now - v.at > SEEN_FOR_MS) viewers.delete(id);
    if (viewers.size === 0) files.delete(key);
  }
}
