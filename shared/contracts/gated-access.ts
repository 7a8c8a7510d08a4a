import { z } from 'zod';
import { publicEmailDomains } from './customers';

/** Gated access (questionnaires §2.4–§2.6, §3, §7, §8): access requests, customer members, NDAs. */
export const accessMessages = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  companyRequired: 'Please enter your company',
  nameTooLong: 'Keep this under 100 characters',
  emailInvalid: 'Please enter a valid email address',
  freeMail: 'Please use your work e-mail address: requests from free e-mail providers are not accepted.',
  reasonTooLong: 'Keep the reason under 2,000 characters',
  documentsRequired: 'Please choose at least one document',
  documentNotAvailable: 'This document is not available on request: it is either public already or no longer published.',
  tooFast: 'Please take a moment to fill in the form, then send it again.',
  rateLimited: 'Too many requests from you in a short time. Please try again in a few minutes.',
  /** The one answer to every request, so that the page tells no one which companies are customers or who is a member. */
  requestSent: 'Thanks! Your request was sent. You will get an e-mail with a sign-in link as soon as it is approved.',
  requestNotFound: 'This access request does not exist or was deleted.',
  requestDecided: 'This request has already been decided.',
  requestNotApproved: 'Approve the request before choosing its customer account.',
  memberNotFound: 'This member does not exist or was removed.',
  memberEmailTaken: (email: string, customer: string) => `${email} is already a member of the customer account "${customer}".`,
  memberEmailKept:
    'This member has already signed in, so their e-mail address cannot be changed. To give access to another address, mark this member as inactive and add a new member.',
  fullNameRequired: 'Please enter the member name',
  customerNotFound: 'This customer account does not exist or was deleted.',
  customerInactiveTitle: 'Customer account is inactive',
  customerInactive: 'Members of an inactive customer account cannot sign in. Mark the customer account as active first.',
  trustCenterUnpublished: 'Trust Center is not published',
  memberInactive: 'User is inactive',
  invitationSent: 'Invitation sent successfully',
  requestRejected: 'Request rejected',
  ndaRequired: 'Please type your full name and accept the agreement.',
  ndaMissing: 'The NDA has not been set up yet.',
  signInFailed: 'That e-mail and password do not match an active member. Try again, or ask for a sign-in link.',
  signInBlocked: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or ask for a sign-in link.`,
  linkExpired: 'This link has expired or was already used. Ask for a new sign-in link below.',
  passwordTooShort: 'Use at least 10 characters for your password.',
} as const;

export { publicEmailDomains };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmailAddress = (v: string) => v.length <= 254 && emailPattern.test(v);
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

const name = (required: string) => z.string().trim().min(1, required).max(100, accessMessages.nameTooLong);
const email = z
  .string()
  .trim()
  .max(254, accessMessages.emailInvalid)
  .refine(isEmailAddress, accessMessages.emailInvalid)
  .transform((v) => v.toLowerCase());

/** A document a visitor asks for: `report:{id}` or `certification:{id}`. */
export const documentRef = z.string().regex(/^(report|certification):[0-9a-f-]{36}$/i, accessMessages.documentNotAvailable);

/** The public "Request access" form. `website` is a hidden field bots fill in; `started` the form's render time. */
export const accessRequestInput = z.object({
  first_name: name(accessMessages.firstNameRequired),
  last_name: name(accessMessages.lastNameRequired),
  email,
  company_name: z.string().trim().min(1, accessMessages.companyRequired).max(120, accessMessages.nameTooLong),
  reason: z.string().trim().max(2000, accessMessages.reasonTooLong).default(''),
  documents: z.array(documentRef).min(1, accessMessages.documentsRequired).max(20),
  website: z.string().max(500).optional(),
  started: z.coerce.number().optional(),
});
export type AccessRequestInput = z.input<typeof accessRequestInput>;

export const accessRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type AccessRequestStatus = (typeof accessRequestStatuses)[number];

export const accessRequestListQuery = z.object({
  status: z.enum(accessRequestStatuses).optional(),
  /** `YYYY-MM-DD,YYYY-MM-DD` (either end may be empty). */
  date_range: z
    .string()
    .max(40)
    .regex(/^(\d{4}-\d{2}-\d{2})?,(\d{4}-\d{2}-\d{2})?$/, 'Use a date range such as 2026-01-01,2026-01-31')
    .optional(),
});

export const accessRequestAction = z.object({
  action: z.enum(['APPROVE', 'REJECT']),
  customer: z.uuid().optional(),
  customer_name: z.string().trim().min(1).max(120).optional(),
});
export const accessRequestCustomer = z
  .object({ customer: z.uuid().optional(), customer_name: z.string().trim().min(1, 'Please enter the customer name').max(120).optional() })
  .refine((v) => Boolean(v.customer) !== Boolean(v.customer_name), 'Choose an existing customer account or enter a new name.');

export interface AccessRequest {
  id: string;
  company_name: string;
  first_name: string;
  last_name: string;
  email: string;
  reason: string;
  created_at: string;
  decision_date: string | null;
  status: AccessRequestStatus;
  auto_approved: boolean;
  requested_document_name: string;
  documents: { kind: 'report' | 'certification'; id: string; name: string }[];
  customer: { id: string; name: string } | null;
  member: { id: string; is_active: boolean } | null;
  decided_by: string | null;
}

/* Members */

export const memberInput = z.object({ full_name: name('Please enter the member name'), email });
export const memberPatch = z.object({ full_name: name('Please enter the member name'), email, is_active: z.boolean() }).partial();
export const memberListQuery = z.object({
  is_active: z.enum(['1', '0']).optional(),
  invitation_source: z.enum(['MANUAL_INVITE', 'ACCESS_REQUEST']).optional(),
});
export const memberSortFields = ['full_name', 'email', 'last_login', 'created_at', 'is_active'] as const;

export interface Member {
  id: string;
  full_name: string;
  email: string;
  is_active: boolean;
  last_login: string | null;
  /** Has accepted the invitation or signed in: the e-mail address is then theirs and stays. */
  has_signed_in: boolean;
  invited_at: string | null;
  invitation_source: 'MANUAL_INVITE' | 'ACCESS_REQUEST';
  /** Always 'Full Access' (questionnaires §9). */
  permission: 'Full Access';
  customer: { id: string; name: string; is_active: boolean };
  created_at: string;
}

/* NDAs */

export const ndaVersionInput = z.object({
  text: z.string().trim().min(1, 'Please write the NDA text').max(100_000, 'Keep the NDA under 100,000 characters'),
  is_material: z.boolean().default(true),
});

export const signedNdaSortFields = ['company', 'created_at', 'version'] as const;

export interface SignedNda {
  id: string;
  created_at: string;
  actor: { company: { id: string | null; name: string }; full_name: string };
  actor_email: string;
  signed_nda: { id: string; version: number; version_display: string };
  ip: string;
  user_agent: string;
  text_hash: string;
}

export interface NdaVersion {
  id: string;
  version: number;
  version_display: string;
  is_material: boolean;
  is_current: boolean;
  created_at: string;
  created_by: string | null;
  signed_count: number;
  text: string;
}

export const accessSettingsPatch = z.object({ refuse_free_mail: z.boolean(), require_nda: z.boolean() }).partial();
export interface AccessSettings {
  refuse_free_mail: boolean;
  require_nda: boolean;
}

export interface DocumentDownload {
  id: string;
  member: { id: string; full_name: string; email: string };
  document_name: string;
  document_kind: string;
  stamped: boolean;
  created_at: string;
}

/** The shape of `/trust/{slug}/trust.json` (a machine-readable trust profile for buyers' tools). */
export interface TrustProfile {
  company: string;
  url: string;
  updated_at: string | null;
  audience: 'public' | 'member';
  certifications: { name: string; auditor: string; valid_until: string | null; expired: boolean; confidential: boolean; download_url: string | null }[];
  reports: { name: string; issued_by: string; confidential: boolean; download_url: string | null }[];
  sub_processors: { name: string; purpose: string; location: string; website_url: string }[];
  policies: { domain: string; controls: string[] }[];
}

/* Response schemas (the API document; checked against the types above). */

const documentKinds = ['report', 'certification'] as const;

export const accessRequestSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  reason: z.string(),
  created_at: z.string(),
  decision_date: z.string().nullable(),
  status: z.enum(accessRequestStatuses),
  auto_approved: z.boolean(),
  requested_document_name: z.string(),
  documents: z.array(z.object({ kind: z.enum(documentKinds), id: z.string(), name: z.string() })),
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  member: z.object({ id: z.string(), is_active: z.boolean() }).nullable(),
  decided_by: z.string().nullable(),
}) satisfies z.ZodType<AccessRequest>;

/** An access request after a decision, with the customer account it went to (or the one its e-mail domain suggests). */
export const accessDecisionSchema = z.object({ request: accessRequestSchema, customer: z.object({ id: z.string(), name: z.string() }).nullable() });

export const memberSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  last_login: z.string().nullable(),
  has_signed_in: z.boolean(),
  invited_at: z.string().nullable(),
  invitation_source: z.enum(['MANUAL_INVITE', 'ACCESS_REQUEST']),
  permission: z.literal('Full Access'),
  customer: z.object({ id: z.string(), name: z.string(), is_active: z.boolean() }),
  created_at: z.string(),
}) satisfies z.ZodType<Member>;

export const signedNdaSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  actor: z.object({ company: z.object({ id: z.string().nullable(), name: z.string() }), full_name: z.string() }),
  actor_email: z.string(),
  signed_nda: z.object({ id: z.string(), version: z.number(), version_display: z.string() }),
  ip: z.string(),
  user_agent: z.string(),
  text_hash: z.string(),
}) satisfies z.ZodType<SignedNda>;

export const ndaVersionSchema = z.object({
  id: z.string(),
  version: z.number(),
  version_display: z.string(),
  is_material: z.boolean(),
  is_current: z.boolean(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  signed_count: z.number(),
  text: z.string(),
}) satisfies z.ZodType<NdaVersion>;

export const accessSettingsSchema = z.object({ refuse_free_mail: z.boolean(), require_nda: z.boolean() }) satisfies z.ZodType<AccessSettings>;

export const documentDownloadSchema = z.object({
  id: z.string(),
  member: z.object({ id: z.string(), full_name: z.string(), email: z.string() }),
  document_name: z.string(),
  document_kind: z.string(),
  stamped: z.boolean(),
  created_at: z.string(),
}) satisfies z.ZodType<DocumentDownload>;
