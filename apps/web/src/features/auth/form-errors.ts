import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api';

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

/** Splits a failed call into field errors (422) and a form-level message. */
export function describeFailure(error: unknown): { fields: FieldErrors; message: string | null } {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors();
    const hasFields = Object.keys(fields).length > 0;
    return { fields, message: hasFields && error.status === 422 ? null : error.message };
  }
  return { fields: {}, message: error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE };
}

/** The trimmed text value of a form field. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && errors[element.name]) {
      element.focus();
      return;
    }
  }
}
