/** Trust Center subscribers (portal §3): confirmed e-mail subscriptions. */
export const subscriberMessages = {
  deleted: 'Subscriber deleted successfully',
} as const;

export const subscriberSortFields = ['email', 'subscribed_on'] as const;

export interface Subscriber {
  id: string;
  email: string;
  /** When the address confirmed its subscription. */
  subscribed_on: string;
}
