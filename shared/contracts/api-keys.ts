import { z } from 'zod';

/** Personal API keys: shown once, stored hashed, acting with the owner's permissions. */
export const apiKeyMessages = {
  nameRequired: 'Please give the key a name',
  created: 'API key created',
  revoked: 'API key revoked',
  notFound: 'This API key does not exist or was already revoked.',
  limit: (n: number) => `You can have at most ${n} active API keys. Revoke one you no longer use first.`,
} as const;

export const API_KEYS_PER_USER = 20;

export const apiKeyInput = z.object({
  name: z.string().trim().min(1, apiKeyMessages.nameRequired).max(80, 'Keep the name under 80 characters'),
});

export interface ApiKey {
  id: string;
  name: string;
  /** The first characters, to recognise the key. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

/** Returned once by POST: the full key is never shown again. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}
