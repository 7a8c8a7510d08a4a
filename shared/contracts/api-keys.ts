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

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters, to recognise the key. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Returned once by POST: the full key is never shown again. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
