import { DOMParser, type Element } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** Real identity provider metadata is a few kilobytes and about six levels deep. */
export const METADATA_MAX_BYTES = 256 * 1024;
export const METADATA_MAX_DEPTH = 32;

/**
 * Checks XML from an administrator (pasted or downloaded) before any parser sees it: entity declarations
 * (billion laughs, external entities), deep nesting and sheer size are refused with a sentence saying why.
 */
export function metadataProblem(xml: string): 'tooLarge' | 'entities' | 'tooDeep' | null {
  if (Buffer.byteLength(xml, 'utf8') > METADATA_MAX_BYTES) return 'tooLarge';
  if (/<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST)/i.test(xml)) return 'entities';
  let depth = 0;
  // Tags only: comments, CDATA sections and processing instructions neither open nor close an element.
  const tags = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)[A-Za-z_][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*?(\/?)>/g;
  for (const m of xml.matchAll(tags)) {
    if (m[0].startsWith('<!') || m[0].startsWith('<?')) continue;
    if (m[1] === '/') depth--;
    else if (m[2] !== '/' && ++depth > METADATA_MAX_DEPTH) return 'tooDeep';
  }
  return null;
}

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
