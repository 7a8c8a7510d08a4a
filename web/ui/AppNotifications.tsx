import { Notifications } from '@mantine/notifications';

/**
 * The console's messages ("Request created", "Settings updated"), top right, below the app's header: a message
 * never covers the account menu or the page's own header buttons. Outside the app shell (sign-in pages) the
 * header height is 0 and they sit at the top. Only the top containers move (`global.css`): Mantine keeps an empty
 * container at every position, and one at the bottom given a top would stretch over the page and catch its clicks.
 */
export function AppNotifications() {
  return <Notifications position="top-right" classNames={{ root: 'app-notifications' }} data-testid="app-notifications" />;
}
