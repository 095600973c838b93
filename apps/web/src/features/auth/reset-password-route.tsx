import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import { TextLink } from '@/components/text-link';
import { homePath } from '@/lib/home-path';
import { useNotifications } from '@/stores/notifications';
import { startSession } from '@/stores/session';
import { resetPassword } from './api';
import { AuthLayout } from './components/auth-layout';
import { describeFailure, focusFirstError, formText, type FieldErrors } from '@/lib/form-errors';

/** The page a password-reset mail links to: choose a new password, then be signed in. */
export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const password = formText(form, 'password');
    if (password !== formText(form, 'confirm')) {
      const fields = { confirm: 'The two passwords are not the same.' };
      setErrors(fields);
      focusFirstError(formElement, fields);
      return;
    }
    setErrors({});
    setMessage(null);
    setSubmitting(true);
    try {
      const result = await resetPassword(token, password);
      startSession(result);
      await navigate(homePath(result.user), { replace: true });
      useNotifications.getState().notify({ variant: 'success', message: 'Your password has been changed.' });
    } catch (error) {
      const failure = describeFailure(error);
      setErrors(failure.fields);
      focusFirstError(formElement, failure.fields);
      setMessage(failure.fields.token ?? failure.message);
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title="Choose a new password"
      footer={
        <>
          Remembered it? <TextLink to="/sign-in">Sign in</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={submitting}>
        {message ? <FormAlert>{message}</FormAlert> : null}
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint="At least 8 characters."
          error={errors.password}
        />
        <Field label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
        <Button type="submit" block loading={submitting}>
          Change password
        </Button>
      </form>
    </AuthLayout>
  );
}
