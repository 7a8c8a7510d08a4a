// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/contracts/roles';
import { signedIn } from '@web/console/auth/test-session';
import { fakeApi } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { DeleteRoleDialog } from './DeleteRoleDialog';

const user = userEvent.setup({ delay: null });
const role = (over: Partial<Role>): Role => ({
  id: 'r1',
  name: 'Compliance',
  slug: 'compliance',
  description: '',
  is_builtin: false,
  permissions: {},
  user_count: 0,
  active_user_count: 0,
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
  ...over,
});
const sme = role({ id: 'r2', name: 'SME', slug: 'sme', is_builtin: true, user_count: 3 });

describe('deleting a role', () => {
  it('counts its users afresh, though the row it was opened from still says no one has it, and asks where they go', async () => {
    const api = fakeApi((call) => (call.path === '/iam/roles/r1/' ? role({ user_count: 1 }) : { roles: [role({}), sme] }));
    renderUi(signedIn(<DeleteRoleDialog role={role({ user_count: 0 })} onClose={() => {}} />));
    expect(await screen.findByText(/1 user has this role/)).toBeTruthy();
    expect(screen.queryByText(/No one has this role/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move users and delete' }));
    expect(await screen.findByText('Choose the role its users move to')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('deletes an unused role once it has checked that no one holds it', async () => {
    const api = fakeApi((call) => (call.method === 'DELETE' ? { moved_users: 0 } : call.path === '/iam/roles/r1/' ? role({}) : { roles: [role({}), sme] }));
    renderUi(signedIn(<DeleteRoleDialog role={role({})} onClose={() => {}} />));
    await screen.findByText(/No one has this role/);
    await user.click(screen.getByRole('button', { name: 'Delete role' }));
    await screen.findByText(/Role deleted/);
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/iam/roles/r1/', body: undefined }]);
  });
});
