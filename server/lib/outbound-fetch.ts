import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';

/**
 * Fetching an address an organisation typed (its identity provider's metadata or issuer) from inside the server.
 * Only public addresses are reached unless the operator allows the private network (`SSO_PRIVATE_NETWORK=allow`,
 * for an identity provider inside the company's network): otherwise anyone who may edit the settings could make
 * the server read its own loopback, the cloud's metadata service or the office network, and learn from the
 * answers which ports are open. The check runs when the connection is made, on every address the name resolves
 * to, so a name that resolves differently the second time (DNS rebinding) or a redirect reaches no further.
 */

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  // ipaddr.js names every loopback, private, link-local, shared and reserved range; what is left is 'unicast'.
  return ip.range() === 'unicast';
}

export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address that is not on the public internet`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, addresses: LookupAddress[] | string, family?: number) => void;

function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((a) => !isPublicAddress(a.address))) return callback(new PrivateAddressError(hostname), []);
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

const publicOnly = new Agent({ connect: { lookup: publicLookup as never } });

/** `fetch` that reaches only public addresses, unless the private network is allowed. */
export function outboundFetch(allowPrivateNetwork: boolean): typeof fetch {
  if (allowPrivateNetwork) return fetch;
  return async (input, init) => {
    // An address written as an IP is connected to without a lookup: it is checked here.
    const host = new URL(input instanceof Request ? input.url : input.toString()).hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host) && !isPublicAddress(host)) throw new PrivateAddressError(host);
    return fetch(input, { ...init, dispatcher: publicOnly } as RequestInit);
  };
}
