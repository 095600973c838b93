import type { ErrorBody, ErrorCode } from '@crayonbox/contract';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { offerUpgrade } from '@/stores/upgrade-offer';
import { currentPathname, navigateTo } from './navigation';

/** Base of every call: /api, or VITE_API_URL for the mobile and desktop shells. */
export const API_URL = (import.meta.env.VITE_API_URL || '/api').replace(/\/+$/, '');

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong!';

/** A failed call: HTTP status (0 when the server could not be reached), CONTRACT.md code, field errors. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly errors: Record<string, string[]> | undefined;

  constructor(init: { status: number; message: string; code?: ErrorCode; errors?: Record<string, string[]> }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
  }

  /** First message per field, handy for forms. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.errors ?? {})) {
      if (messages[0]) out[field] = messages[0];
    }
    return out;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** 'json' (default) unwraps `data`; 'blob' returns the raw body (PDF print). */
  responseType?: 'json' | 'blob';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Body = { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData } | undefined;

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_URL}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isErrorBody(value: unknown): value is Partial<ErrorBody> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Performs one call and throws an ApiError on failure; no notification, no redirect. */
export async function request<T>(method: Method, path: string, body?: Body, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: options.responseType === 'blob' ? '*/*' : 'application/json' });
  const token = useSession.getState().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body?.kind === 'json') {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body.value ?? {});
  } else if (body?.kind === 'form') {
    payload = body.value; // the browser sets the multipart boundary
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    const message = error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE;
    throw new ApiError({ status: 0, message });
  }

  if (!response.ok) {
    const errorBody = await readJson(response);
    const fields = isErrorBody(errorBody) ? errorBody : {};
    throw new ApiError({
      status: response.status,
      message: typeof fields.message === 'string' && fields.message ? fields.message : FALLBACK_ERROR_MESSAGE,
      code: fields.code,
      errors: fields.errors,
    });
  }

  if (options.responseType === 'blob') return (await response.blob()) as T;
  const json = await readJson(response);
  return (json && typeof json === 'object' && 'data' in json ? json.data : json) as T;
}

/**
 * The generic failure handling of SPEC section 8: the message as a danger notification;
 * 401, and 403 BLOCKED (the server's own sentence says the account is blocked), clear the token
 * and go to /sign-in (persistent notification);
 * 403 NO_PAID_PLAN offers the paid plans in a dialog over the current screen.
 */
export function handleApiError(error: unknown): void {
  if (isAbort(error)) return;
  const message = error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE;
  const { notify } = useNotifications.getState();

  if (endsSession(error)) {
    useSession.getState().clearToken();
    notify({ variant: 'danger', message, persist: true });
    if (currentPathname() !== '/sign-in') navigateTo('/sign-in');
    return;
  }
  if (error instanceof ApiError && error.status === 403 && error.code === 'NO_PAID_PLAN') {
    offerUpgrade(message);
    return;
  }
  notify({ variant: 'danger', message, persist: false });
}

/** True for an answer after which this device is signed out: a lost session, or a blocked account. */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || (error.status === 403 && error.code === 'BLOCKED'));
}

/** True for a call cancelled through its AbortSignal (e.g. a loader left behind by navigation). */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function safe<T>(run: () => Promise<T>): Promise<T | null> {
  return run().catch((error: unknown) => {
    handleApiError(error);
    return null;
  });
}

/**
 * The helper of SPEC section 7: unwraps `data`; on failure it runs the generic handling and
 * resolves null. Aborted calls resolve null silently.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => safe(() => request<T>('GET', path, undefined, options)),
  postJson: <T>(path: string, value?: unknown, options?: RequestOptions) =>
    safe(() => request<T>('POST', path, { kind: 'json', value }, options)),
  postForm: <T>(path: string, form: FormData, options?: RequestOptions) =>
    safe(() => request<T>('POST', path, { kind: 'form', value: form }, options)),
  patch: <T>(path: string, value?: unknown, options?: RequestOptions) =>
    safe(() => request<T>('PATCH', path, { kind: 'json', value }, options)),
  del: <T>(path: string, options?: RequestOptions) => safe(() => request<T>('DELETE', path, undefined, options)),
};

/**
 * Same calls, but a failure throws the ApiError and nothing else happens, so forms can show
 * field errors (422 `errors`) or a message inline. Pass what you do not handle to handleApiError.
 */
export const apiOrThrow = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  postJson: <T>(path: string, value?: unknown, options?: RequestOptions) => request<T>('POST', path, { kind: 'json', value }, options),
  postForm: <T>(path: string, form: FormData, options?: RequestOptions) => request<T>('POST', path, { kind: 'form', value: form }, options),
  putForm: <T>(path: string, form: FormData, options?: RequestOptions) => request<T>('PUT', path, { kind: 'form', value: form }, options),
  patch: <T>(path: string, value?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { kind: 'json', value }, options),
  del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
