// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppNotifications } from './AppNotifications';
import { theme } from './theme';
import './testing/render';

describe('the console’s messages', () => {
  it('appear below the app’s header (where the account menu is), not over it', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <AppNotifications />
      </MantineProvider>,
    );
    act(() => void notifications.show({ message: 'Request created with 2 files' }));
    const message = await screen.findByText('Request created with 2 files');
    const container = message.closest<HTMLElement>('[data-position="top-right"]')!;
    expect(container.style.top).toContain('--app-shell-header-height');
  });
});
