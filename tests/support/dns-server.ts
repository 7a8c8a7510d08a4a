import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A DNS server for tests on loopback (UDP): answers TXT questions from `records` (name → strings) and says
 * "no such name" for the rest. Enough for node's resolver (`DNS_SERVERS=127.0.0.1:port`) to verify a domain.
 */
export async function startDnsServer() {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, rinfo) => {
    if (msg.length < 12) return;
    // The question: labels, then type and class.
    let i = 12;
    const labels: string[] = [];
    while (i < msg.length && msg[i]! > 0) {
      labels.push(msg.subarray(i + 1, i + 1 + msg[i]!).toString('ascii'));
      i += msg[i]! + 1;
    }
    const questionEnd = i + 5;
    const type = msg.readUInt16BE(i + 1);
    const name = labels.join('.').toLowerCase();
    const values = type === 16 ? (records.get(name) ?? []) : [];
    const answers = values.map((v) => {
      const text = Buffer.from(v, 'utf8');
      const rdata = Buffer.concat([Buffer.from([text.length]), text]);
      const head = Buffer.alloc(12);
      head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      head.writeUInt16BE(16, 2); // TXT
      head.writeUInt16BE(1, 4); // IN
      head.writeUInt32BE(60, 6); // TTL
      head.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([head, rdata]);
    });
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2); // the same id
    header.writeUInt16BE(records.has(name) || values.length ? 0x8180 : 0x8183, 2); // answer, recursion available; NXDOMAIN when unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, msg.subarray(12, questionEnd), ...answers]), rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    setTxt: (name: string, values: string[]) => records.set(name.toLowerCase(), values),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
