/** The dev outbox: mail the product sent (or stored, without SMTP) for this organisation. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  /** Plain text. Set-password links are hidden for mail that went out by SMTP. */
  text: string;
  transport: 'smtp' | 'outbox';
  sent_at: string | null;
  error: string | null;
  created_at: string;
}
