import type { ErrorBody, UploadResult } from '@crayonbox/contract';
import { useSession } from '@/stores/session';
import { API_URL, ApiError, FALLBACK_ERROR_MESSAGE, handleApiError } from './api';

export interface UploadOptions {
  /** Allowed extensions, e.g. ['png', 'jpg', 'jpeg', 'webp'] (the server checks the content). */
  extensions?: readonly string[];
  /** Largest size in bytes. */
  max?: number;
  /** Largest size in pixels, as 'WxH'. */
  dimensions?: string;
  /** Called with the share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * Called, instead of the generic notification, when the server refuses the file itself (413,
   * 415 or 422: too large, not a picture it can read, outside the limits): the caller shows why
   * next to the file. Trying the same file again would not help.
   */
  onRefused?: (error: ApiError) => void;
}

const REFUSED = new Set([413, 415, 422]);

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let body: Partial<ErrorBody> = {};
  try {
    body = (xhr.responseText ? JSON.parse(xhr.responseText) : {}) as Partial<ErrorBody>;
  } catch {
    // Not JSON (a proxy's error page): the fallback message below is used.
  }
  return new ApiError({
    status: xhr.status,
    message: typeof body.message === 'string' && body.message ? body.message : FALLBACK_ERROR_MESSAGE,
    code: body.code,
    errors: body.errors,
  });
}

/**
 * POST /storage/upload as multipart (file, extensions, max, dimensions) through XMLHttpRequest,
 * because fetch cannot report upload progress. Sends the session's bearer token, and fails
 * like the api helper: the generic handling runs (notification, 401 and NO_PAID_PLAN redirects),
 * or `onRefused` for a refused file, and the result is null. An aborted upload resolves null silently.
 */
export function uploadWithProgress(file: Blob, options: UploadOptions = {}): Promise<string | null> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'upload');
    if (options.extensions?.length) form.append('extensions', options.extensions.join(','));
    if (options.max) form.append('max', String(options.max));
    if (options.dimensions) form.append('dimensions', options.dimensions);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}/storage/upload`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useSession.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const fail = (error: unknown) => {
      if (options.onRefused && error instanceof ApiError && REFUSED.has(error.status)) options.onRefused(error);
      else handleApiError(error);
      resolve(null);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return fail(errorFrom(xhr));
      try {
        const body = JSON.parse(xhr.responseText) as { data?: UploadResult };
        if (!body.data?.url) throw new Error('The upload answered without a url.');
        options.onProgress?.(1);
        resolve(body.data.url);
      } catch (error) {
        fail(error);
      }
    };
    xhr.onerror = () => fail(new ApiError({ status: 0, message: 'The upload failed. Check your connection and try again.' }));
    xhr.onabort = () => resolve(null);

    if (options.signal?.aborted) return resolve(null);
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
