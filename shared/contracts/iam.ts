import { z } from 'zod';
import { permissionSetResponse } from './roles';

/** The login result of portal §3, returned by POST /iam/token/ and /iam/token/refresh/ (response schema). */
export const loginResultSchema = z.object({
  user: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    team_name: z.string(),
    role: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    permissions: permissionSetResponse,
  }),
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  client_admin_domain: z.string().nullable(),
  company_name: z.string(),
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  trust_center_domain: z.string().nullable(),
  whitelisted_domains: z.array(z.string()),
  show_welcome_screen: z.boolean(),
  show_poc_agreement_popup: z.boolean(),
  force_relogin: z.boolean(),
  feature_trustcenter: z.boolean(),
  integration_salesforce_status: z.string().nullable(),
  return_to: z.string().nullable().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /iam/login/: starts sign-in at the identity provider (a browser navigation, answered with 302). */
export const loginStartQuery = z.object({
  prompt: z.enum(['none', 'login']).optional(),
  /** Where to land after sign-in: a path on this site ('/questionnaires?x=1'); anything else means '/'. */
  return_to: z.string().max(2000).optional(),
  /** Set by the server when it re-sends the browser to PUBLIC_URL's host; not for clients. */
  canonical: z.literal('1').optional(),
});

/** POST /iam/token/: the code and state the provider returned to /auth/redirect. */
export const tokenRequest = z.object({
  /** Missing or empty (a hand-made /auth/redirect link): answered with the sign-in error, not a validator's words. */
  code: z.string().max(4096).nullish(),
  state: z.string().max(512).nullish(),
  /** The `iss` query parameter, when the provider sent one (RFC 9207). */
  iss: z.string().max(2000).optional(),
});

/** POST /iam/token/refresh/: the refresh token comes from the tr_refresh cookie, or from the body. */
export const refreshRequest = z.object({ refresh_token: z.string().max(512).optional() }).optional();

export const logoutResultSchema = z.object({
  /** Where the browser goes next to end the provider's session; null: go to /auth/redirect?logout=true. */
  end_session_url: z.string().nullable(),
});
export type LogoutResult = z.infer<typeof logoutResultSchema>;

/** Messages the sign-in flow shows (portal §8). The first one makes the console restart sign-in. */
export const signInMessages = {
  notAuthorized: 'You are not authorized to access this application',
  deactivated: 'This account has been deactivated. Please contact your administrator.',
  incorrect: 'Incorrect email or password.',
  stateMismatch: 'This sign-in could not be verified. It may have expired or been started in another window. Please try again.',
  codeRejected: 'The sign-in could not be completed. Please try again.',
  ambiguousEmail: 'Your email address is registered in more than one organisation. Please contact your administrator.',
  providerUnavailable: 'The sign-in service is unavailable right now. Please try again in a few minutes.',
} as const;
