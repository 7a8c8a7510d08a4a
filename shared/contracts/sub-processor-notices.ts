import { z } from 'zod';

/**
 * Announcing a change of the sub-processor list (to subscribers, as an announcement, and to every
 * customer member), with a window in which members object from the public Trust Center.
 */
export const subProcessorNoticeMessages = {
  announced: 'Change announced to subscribers and customer members',
  titleRequired: 'Please enter a title',
  messageRequired: 'Please describe the change',
  days: 'Choose an objection window between 1 and 90 days',
  notFound: 'This sub-processor change notice does not exist or was deleted.',
  notPublished: 'Publish the Trust Center first: customers read the change and object on it.',
  reasonRequired: 'Please tell us why you object (at least 10 characters).',
  windowClosed: 'The objection window has closed.',
  objected: 'Your objection is recorded. We will get back to you.',
} as const;

export const subProcessorNoticeInput = z.object({
  title: z.string().trim().min(1, subProcessorNoticeMessages.titleRequired).max(150, 'Keep the title under 150 characters'),
  message: z.string().trim().min(1, subProcessorNoticeMessages.messageRequired).max(5000, 'Keep the message under 5000 characters'),
  objection_days: z.coerce
    .number({ message: subProcessorNoticeMessages.days })
    .int(subProcessorNoticeMessages.days)
    .min(1, subProcessorNoticeMessages.days)
    .max(90, subProcessorNoticeMessages.days)
    .default(30),
});
export type SubProcessorNoticeInput = z.input<typeof subProcessorNoticeInput>;

/** What a member types when objecting (checked on the public form). */
export const objectionReason = z.string().trim().min(10, subProcessorNoticeMessages.reasonRequired).max(2000, 'Keep the reason under 2000 characters');

export interface SubProcessorObjection {
  id: string;
  customer: { id: string; name: string };
  member_name: string;
  member_email: string;
  reason: string;
  created_at: string;
}

export interface SubProcessorNotice {
  id: string;
  title: string;
  message: string;
  objection_days: number;
  objection_deadline: string;
  is_open: boolean;
  created_at: string;
  created_by: string | null;
  objection_count: number;
  members_emailed: number;
  public_url: string;
  objections?: SubProcessorObjection[];
}

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
export const subProcessorObjectionSchema: z.ZodType<SubProcessorObjection> = z.object({
  id: z.string(),
  customer: z.object({ id: z.string(), name: z.string() }),
  member_name: z.string(),
  member_email: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export const subProcessorNoticeSchema: z.ZodType<SubProcessorNotice> = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  objection_days: z.number(),
  objection_deadline: z.string(),
  is_open: z.boolean(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  objection_count: z.number(),
  members_emailed: z.number(),
  public_url: z.string(),
  /** Only when one notice is read. */
  objections: z.array(subProcessorObjectionSchema).optional(),
});
