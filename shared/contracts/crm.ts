import { z } from 'zod';

/** The live Salesforce connection (portal §2 Settings → Integrations, §3 Customer xsf_account, §4). */
export const crmMessages = {
  loginUrlInvalid:
    "Please enter your Salesforce login address on Salesforce's own domain, for example https://login.salesforce.com or https://yourcompany.my.salesforce.com",
  importFailed: 'Salesforce import failed. Please check the connection in Salesforce and try again.',
  notConnected: 'Salesforce is not connected.',
  unreachable: 'Salesforce could not be reached. Please try again in a few minutes.',
  fieldUnknown: 'This field does not exist on Salesforce accounts.',
  connectFailed: 'The connection to Salesforce could not be completed. Please try again.',
  syncQueued: 'The import has started.',
  clientIdRequired: 'Please enter the consumer key.',
  clientSecretRequired: 'Please enter the consumer secret.',
} as const;

export const crmConnectBody = z.object({
  login_url: z.string().trim().max(300).default('https://login.salesforce.com'),
  client_id: z.string().trim().min(1, crmMessages.clientIdRequired).max(300),
  client_secret: z.string().min(1, crmMessages.clientSecretRequired).max(500),
});
export type CrmConnectBody = z.output<typeof crmConnectBody>;

/** Where a customer's MRR comes from: an account field, or the sum of the account's open and won opportunity amounts. */
export const crmMrrSources = ['account_field', 'opportunities'] as const;
export type CrmMrrSource = (typeof crmMrrSources)[number];

export const crmMappingBody = z.object({
  name: z.string().trim().min(1).max(100),
  domains: z.string().trim().max(100).nullable(),
  /** The account field, when mrr_source is account_field. */
  mrr: z.string().trim().max(100).nullable(),
  mrr_source: z.enum(crmMrrSources).default('account_field'),
});
export type CrmMapping = z.output<typeof crmMappingBody>;

export interface CrmConnectionView {
  login_url: string;
  client_id: string;
  instance_url: string;
  mapping: CrmMapping;
  last_error: string;
  last_import_count: number | null;
  sync: { status: 'queued' | 'running' | 'done' | 'failed'; attempts: number; error: string | null } | null;
}

/* Response schemas (the API document; checked against the types above). */

export const crmMappingSchema = z.object({
  name: z.string(),
  domains: z.string().nullable(),
  mrr: z.string().nullable(),
  mrr_source: z.enum(crmMrrSources),
}) satisfies z.ZodType<CrmMapping>;

export const crmConnectionViewSchema = z.object({
  login_url: z.string(),
  client_id: z.string(),
  instance_url: z.string(),
  mapping: crmMappingSchema,
  last_error: z.string(),
  last_import_count: z.number().nullable(),
  sync: z.object({ status: z.enum(['queued', 'running', 'done', 'failed']), attempts: z.number(), error: z.string().nullable() }).nullable(),
}) satisfies z.ZodType<CrmConnectionView>;

/** Step 1 of connecting: where to send the admin to allow access. */
export const crmAuthorizeSchema = z.object({ authorize_url: z.string() });
