import { DOMParser, type Element } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  certs: string[];
}

/** Reads a SAML 2.0 identity provider's metadata: its entity id, HTTP-Redirect sign-in URL and signing certificates. */
export function parseIdpMetadata(xml: string): IdpMetadata | null {
  let doc;
  try {
    doc = new DOMParser({ onError: () => {} }).parseFromString(xml, 'text/xml');
  } catch {
    return null;
  }
  const root = doc?.documentElement;
  if (!root) return null;
  const entity = root.localName === 'EntityDescriptor' ? root : (root.getElementsByTagNameNS(MD, 'EntityDescriptor')[0] ?? null);
  const idp = entity?.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!entity || !idp) return null;
  const services = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService')) as Element[];
  const sso = services.find((s) => s.getAttribute('Binding') === REDIRECT);
  const certs = (Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor')) as Element[])
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((k) => Array.from(k.getElementsByTagNameNS(DS, 'X509Certificate')) as Element[])
    .map((c) => (c.textContent ?? '').replace(/\s+/g, ''))
    .filter((c) => /^[A-Za-z0-9+/=]{100,}$/.test(c));
  const entityId = entity.getAttribute('entityID') ?? '';
  const ssoUrl = sso?.getAttribute('Location') ?? '';
  if (!entityId || !/^https?:\/\//.test(ssoUrl) || certs.length === 0) return null;
  return { entityId, ssoUrl, certs: [...new Set(certs)] };
}
