import { z } from 'zod';

/** Machine-readable error codes of CONTRACT.md, with the HTTP status each one travels with. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  BLOCKED: 403,
  EMAIL_NOT_VERIFIED: 403,
  NO_PAID_PLAN: 403,
  NO_CREDITS: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  PROVIDER_NOT_CONFIGURED: 503,
  STORAGE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The failure body every /api call answers with. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
}

/** The failure body as a schema, for the API document. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The success envelope: the payload always sits under `data`. */
export interface Envelope<T> {
  data: T;
}

/** The schema of a success body: `{ data: <payload> }`. */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}

/** A paginated payload, as CONTRACT.md describes it. */
export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** The schema of a paginated payload of `item` (the value under the envelope's `data`). */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}
