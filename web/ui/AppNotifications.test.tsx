// @vitest-environment jsdom
import fs from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppNotifications } from './AppNotifications';
import { theme } from './theme';
import './testing/render';

describe('the console’s messages', () => {
  it('appear below the app’s header (where the account menu is), and only the top containers move', async () => {
    const { container } = render(
      <MantineProvider theme={theme} env="test">
        <AppNotifications />
      </MantineProvider>,
    );
    act(() => void notifications.show({ message: 'Request created with 2 files' }));
    const message = await screen.findByText('Request created with 2 files');
    expect(message.closest('[data-position="top-right"]')!.classList.contains('app-notifications')).toBe(true);
    expect(container.ownerDocument.querySelectorAll('.app-notifications[style*="top"]')).toHaveLength(0);
    const css = fs.readFileSync('web/ui/global.css', 'utf8');
    expect(css).toMatch(/\.app-notifications\[data-position\^='top'\] \{\s*top: calc\(var\(--app-shell-header-height/);
  });
});
