import { describe, expect, it } from 'vitest';
import { builtinRoles, can, type Permission } from '@shared/permissions';
import { pageRefused } from './nav';
import { appRoutes } from './routes';

const roleSession = (slug: keyof typeof builtinRoles) => ({ can: (p: Permission) => can(builtinRoles[slug].permissions, p) });

describe('pages a role may not view', () => {
  it('refuses an SME the Trust Center pages and their forms, opened by address', () => {
    const sme = roleSession('sme');
    for (const path of [
      '/trust-center/compliance',
      '/trust-center/compliance/new',
      '/trust-center/announcements/12/edit',
      '/trust-center/preview/edit-content',
    ])
      expect(pageRefused(path, sme), path).toBe(true);
  });

  it('lets every page through for the admin, and Home and the profile for everyone', () => {
    const admin = roleSession('admin');
    for (const route of appRoutes) expect(pageRefused(`/${route.path ?? ''}`, admin), route.path).toBe(false);
    for (const slug of Object.keys(builtinRoles) as (keyof typeof builtinRoles)[]) {
      expect(pageRefused('/', roleSession(slug))).toBe(false);
      expect(pageRefused('/profile', roleSession(slug))).toBe(false);
    }
  });

  it('leaves the pages the spec sends a role back from to do so (Settings, Customer Accounts), and refuses the admin lists', () => {
    expect(pageRefused('/admin-functions/settings', roleSession('sme'))).toBe(false);
    expect(pageRefused('/customer-management', roleSession('sme'))).toBe(false);
    expect(pageRefused('/admin-functions/user-roles', roleSession('poweruser'))).toBe(true);
    expect(pageRefused('/admin-functions/user-management', roleSession('poweruser'))).toBe(false);
  });
});
