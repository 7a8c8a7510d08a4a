import { z } from 'zod';

/** Trust Center subscribers (portal §3): confirmed e-mail subscriptions. */
export const subscriberMessages = {
  deleted: 'Subscriber deleted successfully',
} as const;

export const subscriberSortFields = ['email', 'subscribed_on'] as const;

/** Response schema (the OpenAPI document shows it; the server's output is checked against it). */
export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** When the address confirmed its subscription. */
  subscribed_on: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
