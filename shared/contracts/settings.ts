import { z } from 'zod';
import { crmConnectionViewSchema, type CrmConnectionView } from './crm';

/** Settings (portal §2 Settings, §3, §5, §7, §9). */
export const settingsMessages = {
  emailInvalid: 'Please enter a valid email address',
  updated: 'settings updated',
  crmSubmitted: 'Submitted for Review',
  crmPromise: 'Our team will review your details and get back to you within 24 hours.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Each may be empty; otherwise it must look like an email address (portal §5). */
export const isValidOptionalEmail = (v: string) => v.trim() === '' || EMAIL.test(v.trim());

export interface NotificationReceivers {
  sales_team_email: string;
  legal_team_email: string;
}

/** Validated in the service so the field errors carry the spec's exact message. */
export const notificationReceiversBody = z.object({
  internal_notification_receivers: z.object({
    sales_team_email: z.string().max(254).default(''),
    legal_team_email: z.string().max(254).default(''),
  }),
});

const optionalEmail = z.string().trim().max(254).refine(isValidOptionalEmail, settingsMessages.emailInvalid);
/** The console's form for the receivers: the body's fields with the service's rule, so its message shows on the field before anything is sent. */
export const notificationReceiversForm = notificationReceiversBody.shape.internal_notification_receivers.extend({
  sales_team_email: optionalEmail,
  legal_team_email: optionalEmail,
});

/** The single sign-on configuration the server really uses (GET /core/sso/details/). */
export interface SsoDetails {
  status: 'ACTIVE';
  protocol: 'OIDC';
  provider: 'embedded' | 'external';
  provider_label: string;
  issuer: string;
  discovery_url: string;
  client_id: string;
  scopes: string[];
  redirect_uri: string;
  post_logout_redirect_uri: string;
  /** How users are matched: the embedded provider signs in our own users; an external one by email. */
  user_matching: string;
}

/** What an identity-provider administrator needs to connect one (GET /core/sso/saml-setup-info/). */
export interface SsoSetupInfo {
  saml_supported: boolean;
  message: string;
  oidc: {
    redirect_uri: string;
    post_logout_redirect_uri: string;
    scopes: string[];
    grant_type: 'authorization_code';
    pkce: 'S256';
    token_endpoint_auth_method: 'client_secret_basic';
    environment: { name: string; description: string }[];
  };
}

export const crmStatuses = ['ACTIVE', 'IN_PROGRESS', 'IN_REVIEW'] as const;
export type CrmStatus = (typeof crmStatuses)[number];

export interface CrmDetails {
  provider: 'salesforce';
  /** Where Salesforce sends the admin back: the connected app's callback URL. */
  callback_url: string;
  /** The live OAuth connection, once an admin started one. */
  connection: CrmConnectionView | null;
  /** Null: not connected and nothing submitted. */
  status: CrmStatus | null;
  last_data_imported_at: string | null;
  submitted_at: string | null;
  submitted_by: { id: string; name: string } | null;
  /** Details sent for review before the direct connection existed (shown as 'Submitted for Review' until connected). */
  details: { instance_url: string; contact_email: string; notes: string } | null;
}

export interface CrmAvailableFields {
  connected: boolean;
  fields: { name: string; label: string; type: string }[];
}

/** GET /core/domain/: where the public Trust Center lives. */
export interface DomainInfo {
  slug: string;
  path: string;
  trust_center_url: string;
  is_published: boolean;
  custom_domain: CustomDomainInfo | null;
}

/** The organisation's own host name for the Trust Center, proven by a DNS TXT record. */
export interface CustomDomainInfo {
  domain: string;
  status: 'PENDING' | 'VERIFIED';
  txt_record: { type: 'TXT'; name: string; value: string };
  verified_at: string | null;
  last_checked_at: string | null;
  last_error: string;
  url: string;
}

export const customDomainBody = z.object({ domain: z.string().trim().max(253) });

export const domainMessages = {
  invalid: 'Please enter a host name such as trust.example.com.',
  taken: 'This domain is already in use by another Trust Center.',
  none: 'No custom domain has been set.',
  lookupFailed: 'We could not look up DNS records right now. Please try again in a few minutes.',
  notFound: (name: string) => `We found no TXT record at ${name} yet. DNS changes can take a while to appear; try again later.`,
  mismatch: (name: string) => `The TXT record at ${name} does not contain the expected value yet.`,
} as const;

/* Response schemas (the API document; checked against the types above). */

export const notificationReceiversSchema = z.object({ sales_team_email: z.string(), legal_team_email: z.string() }) satisfies z.ZodType<NotificationReceivers>;

export const ssoDetailsSchema = z.object({
  status: z.literal('ACTIVE'),
  protocol: z.literal('OIDC'),
  provider: z.enum(['embedded', 'external']),
  provider_label: z.string(),
  issuer: z.string(),
  discovery_url: z.string(),
  client_id: z.string(),
  scopes: z.array(z.string()),
  redirect_uri: z.string(),
  post_logout_redirect_uri: z.string(),
  user_matching: z.string(),
}) satisfies z.ZodType<SsoDetails>;

export const ssoSetupInfoSchema = z.object({
  saml_supported: z.boolean(),
  message: z.string(),
  oidc: z.object({
    redirect_uri: z.string(),
    post_logout_redirect_uri: z.string(),
    scopes: z.array(z.string()),
    grant_type: z.literal('authorization_code'),
    pkce: z.literal('S256'),
    token_endpoint_auth_method: z.literal('client_secret_basic'),
    environment: z.array(z.object({ name: z.string(), description: z.string() })),
  }),
}) satisfies z.ZodType<SsoSetupInfo>;

export const crmDetailsSchema = z.object({
  provider: z.literal('salesforce'),
  callback_url: z.string(),
  connection: crmConnectionViewSchema.nullable(),
  status: z.enum(crmStatuses).nullable(),
  last_data_imported_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  submitted_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  details: z.object({ instance_url: z.string(), contact_email: z.string(), notes: z.string() }).nullable(),
}) satisfies z.ZodType<CrmDetails>;

export const crmAvailableFieldsSchema = z.object({
  connected: z.boolean(),
  fields: z.array(z.object({ name: z.string(), label: z.string(), type: z.string() })),
}) satisfies z.ZodType<CrmAvailableFields>;

export const customDomainInfoSchema = z.object({
  domain: z.string(),
  status: z.enum(['PENDING', 'VERIFIED']),
  txt_record: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  verified_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  last_error: z.string(),
  url: z.string(),
}) satisfies z.ZodType<CustomDomainInfo>;

export const domainInfoSchema = z.object({
  slug: z.string(),
  path: z.string(),
  trust_center_url: z.string(),
  is_published: z.boolean(),
  custom_domain: customDomainInfoSchema.nullable(),
}) satisfies z.ZodType<DomainInfo>;
