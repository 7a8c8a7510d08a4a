import type { PermissionSet } from '../permissions';

/** The login result of portal §3, returned by POST /iam/token/ and /iam/token/refresh/. */
export interface LoginResult {
  user: {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    team_name: string;
    role: { id: string; name: string; slug: string };
    permissions: PermissionSet;
  };
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  client_admin_domain: string | null;
  company_name: string;
  organization: { id: string; name: string; slug: string };
  trust_center_domain: string | null;
  whitelisted_domains: string[];
  show_welcome_screen: boolean;
  show_poc_agreement_popup: boolean;
  force_relogin: boolean;
  feature_trustcenter: boolean;
  integration_salesforce_status: string | null;
  return_to?: string | null;
}
