/**
 * The readable text of a raw received message: quoted-printable soft breaks and escapes undone in the
 * body only (a header such as List-Unsubscribe may hold "=95…" literally).
 */
export function readableMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const [head, body] = split < 0 ? [raw, ''] : [raw.slice(0, split), raw.slice(split)];
  return head + body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
