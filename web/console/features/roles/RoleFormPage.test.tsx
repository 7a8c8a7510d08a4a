// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roleMessages } from '@shared/contracts/roles';
import { signedIn } from '@web/console/auth/test-session';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { RoleFormPage } from './RoleFormPage';

const user = userEvent.setup({ delay: null });

describe('the add role form', () => {
  it("asks for a name with the contract's message and creates nothing", async () => {
    const api = fakeApi();
    renderUi(signedIn(<RoleFormPage />));
    await user.click(await screen.findByRole('button', { name: 'Create role' }));
    expect(await screen.findByText(roleMessages.nameRequired)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  it('creates the role with Enter, sending the trimmed fields and the matrix as the contract reads them', async () => {
    const api = fakeApi(() => ({ id: 'r1' }));
    renderUi(signedIn(<RoleFormPage />));
    await user.click(await screen.findByRole('textbox', { name: 'Description' }));
    await user.paste(' Keeps certificates current ');
    await user.click(screen.getByRole('checkbox', { name: 'Products: Create' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Compliance  {Enter}');
    expect(await screen.findByText(roleMessages.created)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/iam/roles/',
        body: { name: 'Compliance', description: 'Keeps certificates current', permissions: { product: ['view', 'create'] } },
      },
    ]);
  });

  it("shows the server's refusals: a taken name on the field, permissions beyond one's own above the matrix", async () => {
    const answers = [refusal(409, roleMessages.nameTaken, 'name'), refusal(403, roleMessages.beyondOwn, 'permissions')];
    fakeApi(() => answers.shift());
    renderUi(signedIn(<RoleFormPage />));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, 'SME{Enter}');
    expect(await screen.findByText(roleMessages.nameTaken)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.type(name, ' 2{Enter}');
    expect(await screen.findByText(roleMessages.beyondOwn)).toBeTruthy();
  });
});
