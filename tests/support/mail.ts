/**
 * The readable text of a raw received message: quoted-printable soft breaks and escapes undone in the
 * body only (a header such as List-Unsubscribe may hold "=95…" literally).
 */
export function readableMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const [head, body] = split < 0 ? [raw, ''] : [raw.slice(0, split), raw.slice(split)];
  return head + body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** A mail server on loopback for tests: what it received (readable), its port, and close(). */
export async function startInbox(port = 0): Promise<{ port: number; received: { to: string[]; raw: string }[]; close(): Promise<void> }> {
  const { SMTPServer } = await import('smtp-server');
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: readableMail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return { port: (smtp.server.address() as { port: number }).port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
