import { z } from 'zod';

export const mailTransports = ['smtp', 'outbox'] as const;

/** The dev outbox: mail the product sent (or stored, without SMTP) for this organisation (response schema). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Plain text. Set-password links are hidden for mail that went out by SMTP. */
  text: z.string(),
  transport: z.enum(mailTransports),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
