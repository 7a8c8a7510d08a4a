import { z } from 'zod';
import { limits } from '../limits';
import { securityEventStatuses, type PublicIncidentSummary } from './security-events';

/** Trust Center configuration, setup status, publishing and ordering (portal §3, §4, §7, §9). */

export const pillarKinds = ['SECURITY_PILLAR_1', 'SECURITY_PILLAR_2', 'SECURITY_PILLAR_3'] as const;
export type PillarKind = (typeof pillarKinds)[number];

/** The movable sections of the page, in their default order (the overview stays on top, contact at the end). */
export const siteSectionKeys = ['pillars', 'compliance', 'reports', 'topics', 'policies', 'sub_processors', 'trusted_by', 'announcements'] as const;
export type SiteSectionKey = (typeof siteSectionKeys)[number];

/** Portal §9: how many items each section shows before "Show all" (certifications up to 16 in all). */
export const sectionSizes = {
  compliance: 6,
  complianceMax: 16,
  reports: 6,
  topics: 4,
  policies: 3,
  sub_processors: 8,
  announcements: 4,
  trusted_by: 12,
} as const;

export const sequenceObjectTypes = ['SECURITY_CERTIFICATE', 'SECURITY_REPORT', 'SECURITY_TOPIC', 'TRUSTED_BY', 'ANNOUNCEMENT', 'SECURITY_CONTROL'] as const;
export type SequenceObjectType = (typeof sequenceObjectTypes)[number];

export const tcMessages = {
  changedMeanwhile: 'Someone else changed this while you were editing. Reload the page to see their version; your changes are still in the form.',
  publishRefused: 'Complete all five setup steps before publishing: organisation information, compliance, security reports, security topics and the NDA.',
  published: 'Your Trust Center is live',
  offline: 'Your Trust Center is offline',
  saved: 'Changes saved',
  copied: 'Copied to the clipboard',
  copyFailed: 'Failed to copy URL',
  slugTaken: 'This address is already taken. Please choose another one.',
  slugFormat: 'Use 3 to 60 lowercase letters, digits and hyphens.',
  colorFormat: 'Enter a colour as six hex digits, e.g. 4263EB',
  emailFormat: 'Please enter a valid email address',
  urlFormat: 'Please enter a valid URL starting with http:// or https://',
  uptimeFormat: 'Enter the uptime as a percentage between 0 and 100, e.g. 99.95',
  ndaSaved: 'NDA saved',
  ndaRequired: 'Please enter the NDA text',
  companyNameRequired: 'Please enter the company name',
  overviewRequired: 'Please write the company overview',
} as const;

const url = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(v), tcMessages.urlFormat);
const text = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters`);
/** Rich text with something to read once the markup is left out. */
const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

export const pillarInput = z.object({
  kind: z.enum(pillarKinds),
  title: text(80),
  description: text(400),
});

export const subProcessorInput = z.object({
  id: z.uuid().optional(),
  name: text(120).min(1, 'Please enter a name'),
  purpose: text(300).default(''),
  data_types_handled: text(300).default(''),
  location: text(120).default(''),
  website_url: url.default(''),
});

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/, tcMessages.slugFormat);

/** PATCH /tc-config/site-configuration/: any subset; lists replace the whole list in the given order. */
export const siteConfigurationPatch = z.object({
  /** Both make the organisation information setup step: when sent, neither may be empty. */
  company_name: text(120).min(1, tcMessages.companyNameRequired).optional(),
  company_overview_title: text(160).optional(),
  company_overview: z.string().max(50_000, 'The overview is too long').refine(hasText, tcMessages.overviewRequired).optional(),
  primary_color: z
    .string()
    .trim()
    .transform((v) => v.replace(/^#/, '').toLowerCase())
    .refine((v) => /^[0-9a-f]{6}$/.test(v), tcMessages.colorFormat)
    .optional(),
  uptime_enable: z.boolean().optional(),
  uptime_value: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,3}(\.\d{1,3})?$/.test(v) && Number(v) <= 100), tcMessages.uptimeFormat)
    .optional(),
  uptime_redirect_url: url.optional(),
  public_contact_email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), tcMessages.emailFormat)
    .optional(),
  privacy_policy_url: url.optional(),
  slug: slugSchema.optional(),
  section_order: z.array(z.enum(siteSectionKeys)).max(siteSectionKeys.length).optional(),
  security_pillars: z.array(pillarInput).max(3).optional(),
  sub_processors: z.array(subProcessorInput).max(100, 'At most 100 sub-processors').optional(),
  /**
   * The values the editor started from, for the fields it saves: a save is refused when someone else
   * changed one of them meanwhile (no silent overwrite).
   */
  base: z
    .partialRecord(
      z.enum([
        'company_name',
        'company_overview_title',
        'company_overview',
        'primary_color',
        'uptime_enable',
        'uptime_value',
        'uptime_redirect_url',
        'public_contact_email',
        'privacy_policy_url',
        'slug',
        'section_order',
        'security_pillars',
        'sub_processors',
      ]),
      z.unknown(),
    )
    .optional(),
});
export type SiteConfigurationPatch = z.input<typeof siteConfigurationPatch>;
/** Settings → Trust Center: the public address alone, required (the console's form; the route reads it through siteConfigurationPatch). */
export const slugForm = siteConfigurationPatch.pick({ slug: true }).required();

/** The console's organisation information forms: each saves a few fields of the patch, all of them sent. */
export const orgInfoForms = {
  company: siteConfigurationPatch.pick({ company_name: true }).required(),
  overview: siteConfigurationPatch.pick({ company_overview_title: true, company_overview: true }).required(),
  color: siteConfigurationPatch.pick({ primary_color: true }).required(),
  uptime: siteConfigurationPatch.pick({ uptime_enable: true, uptime_value: true, uptime_redirect_url: true }).required(),
  contact: siteConfigurationPatch.pick({ public_contact_email: true }).required(),
  privacy: siteConfigurationPatch.pick({ privacy_policy_url: true }).required(),
  pillars: siteConfigurationPatch.pick({ security_pillars: true }).required(),
};

export interface SecurityPillar {
  kind: PillarKind;
  title: string;
  description: string;
}
export interface SubProcessor {
  id: string;
  name: string;
  purpose: string;
  data_types_handled: string;
  location: string;
  website_url: string;
}
export interface TrustedBy {
  id: string;
  name: string;
  website_url: string;
  sequence: number;
  logo_url: string | null;
}

/** GET /tc-config/site-configuration/ */
export interface SiteConfiguration {
  is_published: boolean;
  is_draft: boolean;
  primary_color: string;
  company_name: string;
  company_overview_title: string;
  company_overview: string;
  uptime_enable: boolean;
  uptime_value: string;
  uptime_redirect_url: string;
  public_contact_email: string;
  privacy_policy_url: string;
  slug: string;
  public_url: string;
  section_order: SiteSectionKey[];
  security_pillars: SecurityPillar[];
  sub_processors: SubProcessor[];
  trusted_by: TrustedBy[];
  published_at: string | null;
  updated_at: string;
}

/** GET /tc-config/status/ */
export interface TrustCenterStatus {
  is_org_info_filled: boolean;
  is_compliance_setup_done: boolean;
  is_report_setup_done: boolean;
  is_security_topic_setup_done: boolean;
  is_nda_setup_done: boolean;
}

export const publishInput = z.object({ is_published: z.boolean() });

export const changeSequenceInput = z.object({
  /** The new 1-based position of the object in its list. */
  sequence: z.coerce.number().int().min(1).max(10_000),
  object_id: z.uuid(),
  object_type: z.enum(sequenceObjectTypes),
});

export const trustedByFields = z.object({
  name: text(120).min(1, 'Please enter a name'),
  website_url: url.default(''),
});

export const ndaInput = z.object({ text: z.string().trim().min(1, tcMessages.ndaRequired).max(100_000, 'The NDA is too long') });
export interface NdaText {
  text: string;
  version: number;
  created_at: string;
}

/** Everything the public page (and the staff preview) renders: only public, active, published content. */
export interface PublicSiteData {
  slug: string;
  company_name: string;
  company_overview_title: string;
  /** Sanitized HTML. */
  company_overview: string;
  primary_color: string;
  uptime: { value: string; redirect_url: string } | null;
  public_contact_email: string;
  privacy_policy_url: string;
  section_order: SiteSectionKey[];
  pillars: SecurityPillar[];
  certifications: PublicCertification[];
  reports: PublicReport[];
  topics: PublicTopic[];
  policies: PublicPolicyDomain[];
  sub_processors: SubProcessor[];
  trusted_by: { id: string; name: string; website_url: string; logo_url: string | null }[];
  announcements: PublicAnnouncement[];
  /** Open security events with a public update (the incident banner); absent in the staff preview. */
  incidents?: PublicIncidentSummary[];
  updated_at: string;
}

export interface PublicCertification {
  id: string;
  name: string;
  auditor_info: string;
  description: string;
  industry: string | null;
  expiry_date: string | null;
  is_expired: boolean;
  confidential: boolean;
  logo_url: string | null;
  /** Null when confidential or without a file: never a link to what the public may not have. */
  download_url: string | null;
}
export interface PublicReport {
  id: string;
  name: string;
  issued_by: string;
  confidential: boolean;
  download_url: string | null;
}
export interface PublicTopic {
  id: string;
  heading: string;
  /** Sanitized HTML. */
  description: string;
}
export interface PublicPolicyDomain {
  id: string;
  heading: string;
  /** A confidential domain lists its controls, but their files are shared on request only (no link). */
  confidential: boolean;
  controls: { id: string; heading: string; download_url: string | null; on_request: boolean }[];
}
export interface PublicAnnouncement {
  id: string;
  heading: string;
  description: string;
  announcement_url: string | null;
  created_at: string;
}

/** Portal §9: the light variant of the primary colour is a 15 % mix with white. */
export function lightVariant(hex: string, mix: number = limits.primaryColorLightMix): string {
  const clean = /^[0-9a-f]{6}$/i.test(hex) ? hex : '4263eb';
  const parts = [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16));
  return parts
    .map((c) =>
      Math.round(c * mix + 255 * (1 - mix))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}

/** Readable text on the primary colour: white on dark colours, near-black on light ones. */
export function contrastText(hex: string): string {
  const clean = /^[0-9a-f]{6}$/i.test(hex) ? hex : '4263eb';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? '111827' : 'ffffff';
}

/** Shows the sections in the saved order, with any section missing from it appended in the default order. */
export function normalizeSectionOrder(saved: readonly string[]): SiteSectionKey[] {
  const known = saved.filter((k): k is SiteSectionKey => (siteSectionKeys as readonly string[]).includes(k));
  const unique = [...new Set(known)];
  return [...unique, ...siteSectionKeys.filter((k) => !unique.includes(k))];
}

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
const securityPillarSchema: z.ZodType<SecurityPillar> = z.object({ kind: z.enum(pillarKinds), title: z.string(), description: z.string() });
const subProcessorSchema: z.ZodType<SubProcessor> = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.string(),
  data_types_handled: z.string(),
  location: z.string(),
  website_url: z.string(),
});
export const siteConfigurationSchema: z.ZodType<SiteConfiguration> = z.object({
  is_published: z.boolean(),
  is_draft: z.boolean(),
  primary_color: z.string(),
  company_name: z.string(),
  company_overview_title: z.string(),
  company_overview: z.string(),
  uptime_enable: z.boolean(),
  uptime_value: z.string(),
  uptime_redirect_url: z.string(),
  public_contact_email: z.string(),
  privacy_policy_url: z.string(),
  slug: z.string(),
  public_url: z.string(),
  section_order: z.array(z.enum(siteSectionKeys)),
  security_pillars: z.array(securityPillarSchema),
  sub_processors: z.array(subProcessorSchema),
  trusted_by: z.array(z.object({ id: z.string(), name: z.string(), website_url: z.string(), sequence: z.number(), logo_url: z.string().nullable() })),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export const trustCenterStatusSchema: z.ZodType<TrustCenterStatus> = z.object({
  is_org_info_filled: z.boolean(),
  is_compliance_setup_done: z.boolean(),
  is_report_setup_done: z.boolean(),
  is_security_topic_setup_done: z.boolean(),
  is_nda_setup_done: z.boolean(),
});
export const publishResultSchema = z.object({ is_published: z.boolean(), is_draft: z.boolean(), public_url: z.string(), published_at: z.string().nullable() });
export const changeSequenceResultSchema = z.object({ object_id: z.string(), object_type: z.enum(sequenceObjectTypes), sequence: z.number() });
export const ndaTextSchema: z.ZodType<NdaText> = z.object({ text: z.string(), version: z.number(), created_at: z.string() });
export const publicSiteDataSchema: z.ZodType<PublicSiteData> = z.object({
  slug: z.string(),
  company_name: z.string(),
  company_overview_title: z.string(),
  company_overview: z.string(),
  primary_color: z.string(),
  uptime: z.object({ value: z.string(), redirect_url: z.string() }).nullable(),
  public_contact_email: z.string(),
  privacy_policy_url: z.string(),
  section_order: z.array(z.enum(siteSectionKeys)),
  pillars: z.array(securityPillarSchema),
  certifications: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      auditor_info: z.string(),
      description: z.string(),
      industry: z.string().nullable(),
      expiry_date: z.string().nullable(),
      is_expired: z.boolean(),
      confidential: z.boolean(),
      logo_url: z.string().nullable(),
      download_url: z.string().nullable(),
    }),
  ),
  reports: z.array(z.object({ id: z.string(), name: z.string(), issued_by: z.string(), confidential: z.boolean(), download_url: z.string().nullable() })),
  topics: z.array(z.object({ id: z.string(), heading: z.string(), description: z.string() })),
  policies: z.array(
    z.object({
      id: z.string(),
      heading: z.string(),
      confidential: z.boolean(),
      controls: z.array(z.object({ id: z.string(), heading: z.string(), download_url: z.string().nullable(), on_request: z.boolean() })),
    }),
  ),
  sub_processors: z.array(subProcessorSchema),
  trusted_by: z.array(z.object({ id: z.string(), name: z.string(), website_url: z.string(), logo_url: z.string().nullable() })),
  announcements: z.array(
    z.object({ id: z.string(), heading: z.string(), description: z.string(), announcement_url: z.string().nullable(), created_at: z.string() }),
  ),
  incidents: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.enum(securityEventStatuses),
        latest_title: z.string(),
        updated_at: z.string(),
        url: z.string(),
      }),
    )
    .optional(),
  updated_at: z.string(),
});
