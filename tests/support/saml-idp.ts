import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { signSamlPost } from '@node-saml/node-saml/lib/saml-post-signing';

const dir = path.join(__dirname, '../fixtures/saml');
/** A key pair made for these tests only (tests/fixtures/saml). */
const privateKey = fs.readFileSync(path.join(dir, 'idp-key.pem'), 'utf8');
const certPem = fs.readFileSync(path.join(dir, 'idp-cert.pem'), 'utf8');
const certBase64 = certPem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

export interface SamlAnswer {
  email: string;
  /** Defaults to the SP entity id taken from the request. */
  audience?: string;
  /** Seconds from now until the assertion expires (negative: already expired). */
  validForSeconds?: number;
  sign?: 'both' | 'assertion' | 'none';
  issuer?: string;
}

/**
 * A SAML 2.0 identity provider inside the test: it reads our AuthnRequest from the redirect URL and answers
 * with a Response signed by node-saml's own XML signing, with no network.
 */
export class TestSamlIdp {
  constructor(
    readonly entityId = 'https://idp.globex.test/saml',
    readonly ssoUrl = 'https://idp.globex.test/saml/sso',
  ) {}

  metadata() {
    return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${this.entityId}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBase64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${this.ssoUrl}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${this.ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  }

  /** Reads the AuthnRequest of an HTTP-Redirect URL. */
  static readRequest(redirectUrl: string) {
    const url = new URL(redirectUrl);
    const xml = zlib.inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    const attr = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(xml)?.[1] ?? '';
    const issuer = /<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/.exec(xml)?.[1] ?? '';
    return { id: attr('ID'), acsUrl: attr('AssertionConsumerServiceURL'), issuer, relayState: url.searchParams.get('RelayState') ?? '' };
  }

  /** The form fields the IdP's page posts to our ACS URL. */
  answer(redirectUrl: string, a: SamlAnswer) {
    const req = TestSamlIdp.readRequest(redirectUrl);
    const now = new Date();
    const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const until = iso(new Date(now.getTime() + (a.validForSeconds ?? 300) * 1000));
    const issued = iso(a.validForSeconds !== undefined && a.validForSeconds < 0 ? new Date(now.getTime() + (a.validForSeconds - 300) * 1000) : now);
    const issuer = a.issuer ?? this.entityId;
    const id = () => `_${crypto.randomBytes(16).toString('hex')}`;
    let xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${issued}" Destination="${req.acsUrl}" InResponseTo="${req.id}"><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion ID="${id()}" Version="2.0" IssueInstant="${issued}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${a.email}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${req.id}" NotOnOrAfter="${until}" Recipient="${req.acsUrl}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${issued}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${a.audience ?? req.issuer}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${id()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${a.email}</saml:AttributeValue></saml:Attribute><saml:Attribute Name="firstName"><saml:AttributeValue>Sam</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion></samlp:Response>`;
    const sign = a.sign ?? 'both';
    const options = { privateKey, signatureAlgorithm: 'sha256' as const, digestAlgorithm: 'sha256' as const };
    if (sign !== 'none') xml = signSamlPost(xml, "/*[local-name(.)='Response']/*[local-name(.)='Assertion']", options);
    if (sign === 'both') xml = signSamlPost(xml, "/*[local-name(.)='Response']", options);
    return { acsUrl: req.acsUrl, form: { SAMLResponse: Buffer.from(xml).toString('base64'), RelayState: req.relayState } };
  }
}
