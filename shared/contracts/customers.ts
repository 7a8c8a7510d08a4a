import { z } from 'zod';

/** Customer accounts (portal §2 Customer Accounts, §3 Customer, §7; questionnaires §2.6, §8). */
export const customerMessages = {
  nameRequired: 'Please enter the customer name',
  nameTooLong: 'Keep the name under 120 characters',
  nameTaken: (name: string) => `A customer account named "${name}" already exists.`,
  invalidDomain: (d: string) => `"${d}" is not a valid domain name. Use a domain such as example.com.`,
  publicDomain: (d: string) => `${d} is a public email domain: anyone can have an address there. Whitelist your customer's own domain instead.`,
  domainTaken: (d: string, other: string) => `${d} is already whitelisted for the customer account "${other}".`,
  tooManyDomains: 'A customer account can have at most 50 whitelisted domains.',
  crmTooLong: 'Keep the CRM account ID under 100 characters',
  crmManaged: 'This customer account is kept in sync with your CRM. Change it in the CRM instead.',
  notFound: 'This customer account does not exist or was deleted.',
  created: 'Customer account created successfully',
  updated: 'Customer account updated successfully',
  deleted: 'Customer account deleted successfully',
  activated: 'Customer account marked as active',
  deactivated: 'Customer account marked as inactive',
  deleteTitle: 'Delete Customer Account',
  deleteText: 'The customer account and all associated data will be permanently deleted. This action cannot be undone.',
  /** What the deletion keeps: the vendor's own work on the customer's questionnaires. */
  deleteKeeps: 'Its members and their access go with it. Questionnaire requests from this customer stay, without a customer, with their answers.',
} as const;

export const maxWhitelistedDomains = 50;

/** Free mail providers: whitelisting them would let anyone in (an address there proves nothing). */
export const publicEmailDomains = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'zoho.com',
];

const domainPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** What people paste ("@Example.com", "https://example.com/") turned into a bare lower-case domain. */
export function normalizeDomain(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^@/, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
}
export const isDomainName = (d: string) => domainPattern.test(d);

/** The one check of a whitelisted domain, used by the form and the server: null when fine. */
export function domainProblem(raw: string): string | null {
  const d = normalizeDomain(raw);
  if (!isDomainName(d)) return customerMessages.invalidDomain(raw.trim());
  if (publicEmailDomains.includes(d)) return customerMessages.publicDomain(d);
  return null;
}

const domains = z
  .array(z.string().max(300))
  .max(maxWhitelistedDomains, customerMessages.tooManyDomains)
  .superRefine((list, ctx) => {
    for (const d of list) {
      const problem = domainProblem(d);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
  })
  .transform((list) => [...new Set(list.map(normalizeDomain))]);

const shape = {
  name: z.string().trim().min(1, customerMessages.nameRequired).max(120, customerMessages.nameTooLong),
  whitelisted_domains: domains,
  crm_account_id: z
    .string()
    .trim()
    .max(100, customerMessages.crmTooLong)
    .nullable()
    .transform((v) => v || null),
};
export const customerInput = z.object({ ...shape, whitelisted_domains: domains.default([]), crm_account_id: shape.crm_account_id.optional() });
export const customerPatch = z.object({ ...shape, is_active: z.boolean() }).partial();
export type CustomerInput = z.input<typeof customerInput>;
export type CustomerPatch = z.input<typeof customerPatch>;

export const customerSortFields = ['name', 'created_at', 'user_count', 'is_active', 'mrr'] as const;

export const customerListQuery = z.object({
  is_active: z.enum(['1', '0']).optional(),
});

export const customerSources = ['MANUAL', 'CRM'] as const;
export type CustomerSource = (typeof customerSources)[number];

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  user_count: z.number(),
  whitelisted_domains: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  is_active: z.boolean(),
  source: z.enum(customerSources),
  crm_account_id: z.string().nullable(),
  /** Monthly recurring revenue, imported from the CRM (null: not known). Prioritisation rules on MRR use it. */
  mrr: z.number().nullable(),
  /** The link to the CRM account (portal §3 xsf_account.account_id). */
  xsf_account: z.object({ account_id: z.string() }).nullable(),
  /** is_editable: the caller may edit and the account is not owned by the CRM. */
  allowed_actions: z.object({ is_editable: z.boolean() }),
});
export type Customer = z.infer<typeof customerSchema>;

/** Besides page, length, total_count and total_pages: the active and inactive accounts of the organisation. */
export const customerPaginationExtras = z.object({ total_active_count: z.number(), total_inactive_count: z.number() });

export type CustomerListPagination = z.infer<typeof customerPaginationExtras> & { page: number; length: number; total_count: number; total_pages: number };
