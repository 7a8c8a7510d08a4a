import { describe, expect, it } from 'vitest';
import { builtinRoles, builtinRoleSlugs, can, type BuiltinRoleSlug } from '@shared/permissions';
import type { Session } from '../../auth/session';
import { canOpenSettings, settingsTabs } from './tabs';

const sessionOf = (slug: BuiltinRoleSlug) =>
  ({ can: (p) => can(builtinRoles[slug].permissions, p), isRole: (...s: string[]) => s.includes(slug) }) as Pick<Session, 'can' | 'isRole'> as Session;

/** Portal §6: who is let into Settings and which tabs each built-in role sees. */
const expected: Record<BuiltinRoleSlug, string[] | null> = {
  admin: ['integrations', 'questionnaires', 'trust-center', 'domain', 'notifications'],
  itadmin: ['integrations', 'domain', 'notifications'],
  poweruser: ['integrations', 'questionnaires', 'trust-center', 'domain', 'notifications'],
  sales: null,
  sme: null,
  salesadmin: null,
};

describe('settings tabs', () => {
  for (const slug of builtinRoleSlugs) {
    it(`gives the ${builtinRoles[slug].name} role the tabs of portal §6`, () => {
      const s = sessionOf(slug);
      const seen = canOpenSettings(s) ? settingsTabs.filter((t) => t.visible(s)).map((t) => t.value) : null;
      expect(seen).toEqual(expected[slug]);
    });
  }

  it('has a content component or a plan for every tab, never an empty frame', () => {
    for (const t of settingsTabs) expect(Boolean(t.content) || Boolean(t.planned?.length) || Boolean(t.description)).toBe(true);
  });
});
