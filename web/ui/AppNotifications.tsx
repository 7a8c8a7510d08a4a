import { Notifications } from '@mantine/notifications';

/**
 * The console's messages ("Request created", "Settings updated"), top right, below the app's header: a message
 * never covers the account menu or the page's own header buttons. Outside the app shell (sign-in pages) the
 * header height is 0 and they sit at the top.
 */
export function AppNotifications() {
  return (
    <Notifications
      position="top-right"
      styles={{ root: { top: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' } }}
      data-testid="app-notifications"
    />
  );
}
