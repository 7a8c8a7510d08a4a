import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate } from 'react-router';

export const sentBackMessage = 'Your role does not give you access to that page, so you were brought back here.';

/** Sends the person back from a page their role may not open (the spec's "navigated back"), saying why. */
export function SentBack({ to }: { to: string }) {
  useEffect(() => {
    notifications.show({ id: 'sent-back', color: 'yellow', message: sentBackMessage, autoClose: 5000 });
  }, []);
  return <Navigate to={to} replace />;
}
