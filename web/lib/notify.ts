import { notifications } from '@mantine/notifications';
import { ApiError, RepeatedRequest } from './api';

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', message, autoClose: 3500 });
}

/** Shows the server's first error detail, or the fallback the spec gives for that call. */
export function notifyError(err: unknown, fallback = 'Something went wrong. Please try again.') {
  if (err instanceof RepeatedRequest) return;
  const message = err instanceof ApiError ? err.detail : fallback;
  notifications.show({ color: 'red', title: 'Error', message, autoClose: 6000 });
}
