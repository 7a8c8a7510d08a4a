import type { ReactElement } from 'react';
import type { LoginResult } from '@shared/contracts/iam';
import { builtinRoles, type PermissionSet } from '@shared/permissions';
import { SessionProvider } from './session';

/** The signed-in admin of a component test (every permission unless told otherwise). */
export function testLogin(permissions: PermissionSet = builtinRoles.admin.permissions): LoginResult {
  return {
    user: {
      id: '00000000-0000-4000-8000-0000000000a1',
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'admin@acme.test',
      team_name: '',
      role: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Admin', slug: 'admin' },
      permissions,
    },
    client_admin_domain: null,
    company_name: 'Acme',
    organization: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Acme', slug: 'acme' },
    trust_center_domain: null,
    whitelisted_domains: [],
    show_welcome_screen: false,
    show_poc_agreement_popup: false,
    force_relogin: false,
    feature_trustcenter: true,
    integration_salesforce_status: null,
  };
}

/** A piece of the console inside a signed-in session, for component tests (render it with `renderUi`). */
export function signedIn(ui: ReactElement, login: LoginResult = testLogin()) {
  return <SessionProvider initial={login}>{ui}</SessionProvider>;
}
