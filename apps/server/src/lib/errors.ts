import { ERROR_STATUS, type ErrorCode } from '@crayonbox/contract';

/** A failure the client should see as-is: status, code and message of CONTRACT.md. */
export class AppError extends Error {
  readonly status: number;
  /** For 429: seconds until trying again is worth it (the Retry-After header); else a minute. */
  retryAfter?: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'The requested item') => new AppError('NOT_FOUND', `${what} was not found.`);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const validation = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: [message] });
export const conflict = (message: string) => new AppError('CONFLICT', message);
