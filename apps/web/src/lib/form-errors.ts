import { ApiError, FALLBACK_ERROR_MESSAGE } from './api';

/** First message per field, keyed by the field's `name`. */
export type FieldErrors = Record<string, string>;

/** First message per field from a failed schema parse (zod issues). */
export function issuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The field errors of a refused call: 422 `errors`, and a 409 (e.g. email taken) put on
 * `conflictField` when given. Empty when the failure is not about fields.
 */
export function failureFieldErrors(error: unknown, conflictField?: string): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 409 && conflictField) return { [conflictField]: error.message };
  if (error.status !== 422) return {};
  return error.fieldErrors();
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && errors[element.name]) {
      element.focus();
      return;
    }
  }
}

/** Splits a failed call into field errors (422) and a form-level message. */
export function describeFailure(error: unknown): { fields: FieldErrors; message: string | null } {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors();
    const hasFields = Object.keys(fields).length > 0;
    return { fields, message: hasFields && error.status === 422 ? null : error.message };
  }
  return { fields: {}, message: error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE };
}

/** The text value of a form field ('' when absent). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
