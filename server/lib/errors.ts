import { ErrorCode, type ApiErrorItem } from '@shared/errors';

/** An error the client should see: HTTP status, stable code, and a message a person can act on. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    public readonly detail: string,
    public readonly attr: string | null = null,
    public readonly extra: ApiErrorItem[] = [],
  ) {
    super(detail);
  }
  get items(): ApiErrorItem[] {
    return [{ code: this.code, detail: this.detail, attr: this.attr }, ...this.extra];
  }
}

export const notFound = (what = 'The requested item was not found.') => new AppError(404, ErrorCode.notFound, what);
export const invalid = (detail: string, attr: string | null = null) => new AppError(400, ErrorCode.invalid, detail, attr);
export const validation = (detail: string, attr: string | null = null) => new AppError(400, ErrorCode.validation, detail, attr);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new AppError(403, ErrorCode.permissionDenied, detail);
export const unauthenticated = (detail = 'Your session has ended. Please sign in again.') => new AppError(401, ErrorCode.notAuthenticated, detail);
export const signedInOnly = () => new AppError(403, ErrorCode.permissionDenied, 'An API key cannot do this. Sign in to the console and do it there.');
export const conflict = (detail: string, attr: string | null = null) => new AppError(409, ErrorCode.conflict, detail, attr);
