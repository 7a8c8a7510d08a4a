import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, outboundFetch } from './outbound-fetch';

describe('fetching an address an organisation typed', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('inside'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('tells the public internet from loopback, private, link-local and reserved addresses', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700::1111']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('does not reach this machine, by name or by address, unless the private network is allowed', async () => {
    const guarded = outboundFetch(false);
    for (const host of ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]']) await expect(guarded(`http://${host}:${port}/`), host).rejects.toThrow();
    await expect(guarded('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(/public internet/);
    expect(await (await outboundFetch(true)(`http://127.0.0.1:${port}/`)).text()).toBe('inside');
  });
});
