import { changePasswordBody } from '@crayonbox/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import { describeFailure, focusFirstError, formText, issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { notify } from '@/stores/notifications';
import { changePassword } from './api';

export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

/** Change of password on /account: the current one, the new one twice. Other sessions end; this one stays. */
export function ChangePasswordForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = { current_password: formText(form, 'current_password'), password: formText(form, 'password') };
    const parsed = changePasswordBody.safeParse(body);
    const fields: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    if (!fields.password && body.password !== formText(form, 'confirm')) fields.confirm = 'The two passwords are not the same.';
    setMessage(null);
    setErrors(fields);
    if (Object.keys(fields).length > 0) {
      focusFirstError(formElement, fields);
      return;
    }
    setSubmitting(true);
    try {
      await changePassword(body);
      formElement.reset();
      notify.success(PASSWORD_CHANGED);
    } catch (error) {
      const failure = describeFailure(error);
      setErrors(failure.fields);
      focusFirstError(formElement, failure.fields);
      setMessage(failure.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-busy={submitting}>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <Field
        label="Current password"
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.current_password}
      />
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        error={errors.password}
      />
      <Field label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
      <Button type="submit" loading={submitting}>
        Change password
      </Button>
    </form>
  );
}
