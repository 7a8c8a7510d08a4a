// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@web/ui/testing/render';
import { signedIn } from '../auth/test-session';
import { AppLayout } from './AppLayout';

describe('the navigation', () => {
  it('opens a group of pages from the keyboard: Tab reaches it, Enter shows its pages', async () => {
    renderUi(signedIn(<AppLayout />));
    const group = screen.getByRole('button', { name: /Trust Center/ });
    const user = userEvent.setup();
    for (let i = 0; i < 10 && document.activeElement !== group; i++) await user.tab();
    expect(document.activeElement).toBe(group);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Compliance' })).toBeTruthy();
  });
});
