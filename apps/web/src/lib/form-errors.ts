import { ApiError } from './api';

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
