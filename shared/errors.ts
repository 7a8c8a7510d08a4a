/** Stable error codes: the `code` of `{ errors: [{ code, detail, attr }] }`. */
export const ErrorCode = {
  notFound: 'not_found',
  invalid: 'invalid',
  validation: 'validation_error',
  permissionDenied: 'permission_denied',
  notAuthenticated: 'not_authenticated',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  tooLarge: 'too_large',
  unsupportedFile: 'unsupported_file',
  missingKbFiles: 'MISSING_KB_FILES',
  serverError: 'server_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ApiErrorItem {
  code: string;
  detail: string;
  attr: string | null;
}
export interface ApiErrorBody {
  errors: ApiErrorItem[];
}

/** The marker that makes the client open a dedicated error dialog instead of a toast (portal §8). */
export const DIALOG_MARKER = '$$$';
