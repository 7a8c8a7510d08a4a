import { z } from 'zod';

/** Per-organisation single sign-on (portal §2 Settings → Integrations, §4, §7, §9). */
export const ssoMessages = {
  submitted: 'Submitted for Review',
  promise: 'Our team will review your configuration and get back to you within 24 hours.',
  domainInvalid: 'Please enter e-mail domains like example.com, one per line.',
  domainTaken: 'This e-mail domain is already covered by another organisation’s single sign-on.',
  issuerInvalid: 'Please enter the issuer URL of your identity provider, for example https://login.example.com',
  discoveryFailed: 'We could not read the OpenID Connect discovery document of this issuer. Check the issuer URL: it must be a public HTTPS address.',
  secretRequired: 'Please enter the client secret.',
  metadataRequired: 'Please enter the metadata URL of your identity provider or paste its metadata XML.',
  metadataInvalid: 'This is not SAML 2.0 identity provider metadata with a sign-in URL and a signing certificate.',
  metadataUnreachable: 'We could not download the metadata from this URL. It must be a public HTTPS address that answers within 10 seconds.',
  metadataTooLarge: 'This metadata is larger than 256 KB. Use the metadata of your identity provider alone, not a whole federation.',
  metadataEntities: 'This metadata declares a document type or entities (<!DOCTYPE> or <!ENTITY>), which we do not accept. Remove that part and try again.',
  metadataTooDeep: 'This metadata is nested far deeper than SAML metadata is. Check that you pasted your identity provider’s metadata.',
  roleInvalid: 'Please choose the role new users get.',
  roleBeyondOwn: 'You can only give new users a role whose permissions you hold yourself.',
  clientIdRequired: 'Please enter the client ID.',
  notCovered: 'Your e-mail address is not covered by your organisation’s single sign-on.',
  notAuthorized: 'You are not authorized to access this application',
  ssoRequired: 'Your organisation requires single sign-on. Continue with your e-mail address to sign in with your identity provider.',
  failed: 'The sign-in with your identity provider could not be completed. Please try again.',
} as const;

export const ssoProtocols = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof ssoProtocols)[number];
export const ssoStatuses = ['IN_REVIEW', 'ACTIVE', 'REJECTED'] as const;
export type SsoStatus = (typeof ssoStatuses)[number];

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const isDomainName = (v: string) => DOMAIN.test(v);

const common = {
  domains: z.array(z.string().trim().toLowerCase().max(253)).max(20),
  jit_enabled: z.boolean().default(false),
  jit_role_id: z.uuid().nullable().default(null),
  sso_required: z.boolean().default(false),
};

export const ssoOidcBody = z.object({
  ...common,
  issuer: z.string().trim().max(500),
  client_id: z.string().trim().min(1, ssoMessages.clientIdRequired).max(300),
  /** Empty keeps the stored secret. */
  client_secret: z.string().max(1000).default(''),
});
export const ssoSamlBody = z.object({
  ...common,
  metadata_url: z.string().trim().max(1000).default(''),
  /** Checked in the service (size, entity declarations, nesting) so the refusal is a sentence on the field. */
  metadata_xml: z.string().max(1_000_000).default(''),
});
export type SsoOidcBody = z.output<typeof ssoOidcBody>;
export type SsoSamlBody = z.output<typeof ssoSamlBody>;

/** The e-mail domains as the console's form holds them, one per line (commas and spaces separate too), checked as the service checks them. */
const domainLines = z
  .string()
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .refine((list) => {
    const names = list.map((d) => d.trim().toLowerCase().replace(/^@/, '')).filter(Boolean);
    return names.length > 0 && names.every(isDomainName);
  }, ssoMessages.domainInvalid)
  .pipe(common.domains);
/** A role is sent only for users created on first sign-in, and then one must be chosen. */
const withJitRole = <S extends z.ZodType<{ jit_enabled: boolean; jit_role_id: string | null }>>(schema: S) =>
  schema
    .refine((v) => !v.jit_enabled || v.jit_role_id !== null, { message: ssoMessages.roleInvalid, path: ['jit_role_id'] })
    .transform((v) => ({ ...v, jit_role_id: v.jit_enabled ? v.jit_role_id : null }));

/**
 * The console's OpenID Connect form: ssoOidcBody with the domains as lines and the service's required fields; the
 * secret is required unless one is stored (empty keeps it), as the service requires.
 */
export const ssoOidcFormFor = (secretStored: boolean) =>
  withJitRole(
    ssoOidcBody.extend({
      domains: domainLines,
      issuer: z.string().trim().min(1, ssoMessages.issuerInvalid).max(500),
      client_secret: secretStored
        ? ssoOidcBody.shape.client_secret
        : z
            .string()
            .max(1000)
            .refine((v) => v.trim() !== '', ssoMessages.secretRequired),
    }),
  );
/** The console's SAML form: ssoSamlBody with the domains as lines and a metadata URL or XML required. */
export const ssoSamlForm = withJitRole(
  ssoSamlBody
    .extend({ domains: domainLines })
    .refine((v) => v.metadata_url !== '' || v.metadata_xml.trim() !== '', { message: ssoMessages.metadataRequired, path: ['metadata_url'] }),
);

export interface SsoConnectionView {
  id: string;
  protocol: SsoProtocol;
  status: SsoStatus;
  status_label: string;
  domains: string[];
  jit_enabled: boolean;
  jit_role_id: string | null;
  sso_required: boolean;
  submitted_at: string | null;
  reviewed_at: string | null;
  review_note: string;
  oidc: { issuer: string; client_id: string; client_secret_set: boolean } | null;
  saml: { metadata_url: string; idp_entity_id: string; idp_sso_url: string; certificate_count: number } | null;
}

/** GET /core/sso/connections/: the organisation's providers plus what to register at them. */
export interface SsoOverview {
  connections: SsoConnectionView[];
  roles: { id: string; name: string }[];
  oidc_redirect_uri: string;
  saml: { entity_id: string; acs_url: string; metadata_url: string; metadata_xml: string };
}

export const ssoStatusLabel: Record<SsoStatus, string> = { IN_REVIEW: 'Submitted for Review', ACTIVE: 'Active', REJECTED: 'Rejected' };

/* Response schemas (the API document; checked against the types above). */

export const ssoConnectionViewSchema = z.object({
  id: z.string(),
  protocol: z.enum(ssoProtocols),
  status: z.enum(ssoStatuses),
  status_label: z.string(),
  domains: z.array(z.string()),
  jit_enabled: z.boolean(),
  jit_role_id: z.string().nullable(),
  sso_required: z.boolean(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string(),
  oidc: z.object({ issuer: z.string(), client_id: z.string(), client_secret_set: z.boolean() }).nullable(),
  saml: z.object({ metadata_url: z.string(), idp_entity_id: z.string(), idp_sso_url: z.string(), certificate_count: z.number() }).nullable(),
}) satisfies z.ZodType<SsoConnectionView>;

export const ssoOverviewSchema = z.object({
  connections: z.array(ssoConnectionViewSchema),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  oidc_redirect_uri: z.string(),
  saml: z.object({ entity_id: z.string(), acs_url: z.string(), metadata_url: z.string(), metadata_xml: z.string() }),
}) satisfies z.ZodType<SsoOverview>;
