// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userMessages } from '@shared/contracts/users';
import { builtinRoles } from '@shared/permissions';
import { signedIn, testLogin } from '@web/console/auth/test-session';
import { fakeApi, refusal, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { UserForm, UserFormPage } from './UserFormPage';

const sme = { id: '3f0e8a52-6c4b-4d1a-9e2f-5b7c8d9e0a1b', name: 'SME', slug: 'sme', is_builtin: true };
const server = (save: (call: ApiCall) => unknown) => (call: ApiCall) => (call.method === 'GET' ? { roles: [sme] } : save(call));

const user = userEvent.setup({ delay: null });

describe('the add user form', () => {
  it("shows the contract's messages on the empty required fields and sends nothing", async () => {
    const api = fakeApi(server(() => ({})));
    renderUi(signedIn(<UserFormPage />));
    await user.click(await screen.findByRole('button', { name: 'Add user and send invitation' }));
    expect(await screen.findByText(userMessages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(userMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(userMessages.roleRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('sends the user as the contract reads it (trimmed, e-mail in lower case)', async () => {
    const api = fakeApi(server(() => ({ id: 'u1', invitation: { sent_to: 'nora@acme.test', transport: 'outbox' } })));
    renderUi(signedIn(<UserFormPage />));
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), ' Nora ');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Newcomer');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), ' Nora@Acme.test ');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'SME' }));
    await user.type(screen.getByRole('textbox', { name: 'Team' }), 'Security{Enter}');
    expect(await screen.findByText(`${userMessages.created} to nora@acme.test`)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/iam/user-manage/',
        body: { first_name: 'Nora', last_name: 'Newcomer', email: 'nora@acme.test', team_name: 'Security', group_id: sme.id },
      },
    ]);
  });

  it("shows the server's refusal on the e-mail", async () => {
    fakeApi(server(() => refusal(409, userMessages.emailTaken, 'email')));
    renderUi(signedIn(<UserFormPage />));
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nora@acme.test');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'SME' }));
    await user.click(screen.getByRole('button', { name: 'Add user and send invitation' }));
    expect(await screen.findByText(userMessages.emailTaken)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Email/ }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the edit user form', () => {
  const member = (last_login: string | null) => ({
    id: '7d1f0c2e-1111-4a2b-9c3d-000000000001',
    first_name: 'Sam',
    last_name: 'Seller',
    email: 'sam@acme.test',
    team_name: { name: '' },
    group: { ...sme, name: 'Sales', slug: 'sales' },
    is_admin: false,
    is_active: true,
    created_at: '2026-01-01T00:00:00Z',
    last_login,
    has_signed_in: last_login !== null,
    deactivate_refusal: null,
  });
  const email = () => screen.getByRole('textbox', { name: /^Email/ });

  it('keeps the address of someone who has signed in out of reach of a user manager who is not an Admin, and says why', async () => {
    fakeApi(server(() => ({})));
    renderUi(signedIn(<UserForm user={member('2026-11-01T09:00:00Z')} />, testLogin(builtinRoles.itadmin.permissions)));
    expect(email().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(userMessages.signedInEmail)).toBeTruthy();
  });

  it('lets an Admin change it, and anyone correct a pending invitation', async () => {
    fakeApi(server(() => ({})));
    renderUi(signedIn(<UserForm user={member('2026-11-01T09:00:00Z')} />));
    expect(email().hasAttribute('disabled')).toBe(false);
    cleanup();
    renderUi(signedIn(<UserForm user={member(null)} />, testLogin(builtinRoles.itadmin.permissions)));
    expect(email().hasAttribute('disabled')).toBe(false);
  });
});
