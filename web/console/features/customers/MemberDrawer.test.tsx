// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Member } from '@shared/contracts/gated-access';
import { signedIn } from '@web/console/auth/test-session';
import { fakeApi } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { MemberDrawer } from './MemberDrawer';

const member = (hasSignedIn: boolean): Member => ({
  id: 'm1',
  full_name: 'Nora Keeper',
  email: 'nora@keeper.example',
  is_active: true,
  last_login: hasSignedIn ? '2026-11-28T10:00:00.000Z' : null,
  has_signed_in: hasSignedIn,
  invited_at: '2026-11-27T10:00:00.000Z',
  invitation_source: 'MANUAL_INVITE',
  permission: 'Full Access',
  customer: { id: 'c1', name: 'Keeper Co', is_active: true },
  created_at: '2026-11-27T10:00:00.000Z',
});

const open = (m: Member) => renderUi(signedIn(<MemberDrawer customerId="c1" customerName="Keeper Co" member={m} opened onClose={() => {}} />));

describe('the member edit drawer', () => {
  it('keeps the address of a member who has signed in, and says why and what to do instead', async () => {
    fakeApi();
    open(member(true));
    const email = await screen.findByRole('textbox', { name: /Member Email/ });
    expect((email as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/This member has signed in, so the address stays theirs/)).toBeTruthy();
  });

  it('lets staff correct the address of an invitation not yet accepted', async () => {
    fakeApi();
    open(member(false));
    const email = await screen.findByRole('textbox', { name: /Member Email/ });
    expect((email as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText(/the address stays theirs/)).toBeNull();
  });
});
