import { useState, type FormEvent } from 'react';
import { describeFailure, focusFirstError, formText, issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';

/** What useSchemaForm needs of a contract schema (a zod object schema). */
export interface Schema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * The submit cycle of the account forms (sign-in, sign-up, first admin, forgot and change password): read the named fields,
 * check them with the contract's schema (messages under the fields, focus on the first), call
 * the API, and show a failure as field errors (422) or a message above the form. `onFailure`
 * may take an error over (resolve true) before it is shown.
 */
export function useSchemaForm<T>(
  schema: Schema<T>,
  fields: readonly string[],
  submit: (data: T) => Promise<void>,
  onFailure?: (error: unknown) => Promise<boolean>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = schema.safeParse(Object.fromEntries(fields.map((name) => [name, formText(form, name)])));
    setMessage(null);
    // An error about something the form has no field for (a mail link's token) is the message.
    const unplaced = (found: FieldErrors) => Object.entries(found).find(([name]) => !fields.includes(name))?.[1] ?? null;
    if (!parsed.success) {
      const fieldErrors = issuesToFieldErrors(parsed.error.issues);
      setErrors(fieldErrors);
      focusFirstError(formElement, fieldErrors);
      setMessage(unplaced(fieldErrors));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submit(parsed.data);
    } catch (error) {
      if (await onFailure?.(error)) return;
      const failure = describeFailure(error);
      setErrors(failure.fields);
      focusFirstError(formElement, failure.fields);
      setMessage(failure.message ?? unplaced(failure.fields));
    } finally {
      setSubmitting(false);
    }
  }

  return { errors, message, submitting, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}

const NOT_THE_SAME = 'The two passwords are not the same.';

/**
 * A form schema that also wants the new password typed twice, in a `confirm` field (a check of
 * the form only: the body sent is the contract's). `extra` adds values that are not fields.
 */
export function withConfirmedPassword<T extends { password: string }>(schema: Schema<T>, extra: Record<string, unknown> = {}): Schema<T> {
  return {
    safeParse(input) {
      const parsed = schema.safeParse({ ...(input as object), ...extra });
      if (parsed.success && parsed.data.password !== (input as { confirm?: string }).confirm) {
        return { success: false, error: { issues: [{ path: ['confirm'], message: NOT_THE_SAME }] } };
      }
      return parsed;
    },
  };
}
