import { resetPasswordBody } from '@crayonbox/contract';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import { TextLink } from '@/components/text-link';
import { homePath } from '@/lib/home-path';
import { useNotifications } from '@/stores/notifications';
import { startSession } from '@/stores/session';
import { resetPassword } from './api';
import { AuthLayout } from './components/auth-layout';
import { useSchemaForm, withConfirmedPassword } from '@/lib/use-schema-form';

/** The page a password-reset mail links to: choose a new password, then be signed in. */
export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { errors, message, submitting, onSubmit } = useSchemaForm(
    withConfirmedPassword(resetPasswordBody, { token }),
    ['password', 'confirm'],
    async ({ password }) => {
      const result = await resetPassword(token, password);
      startSession(result);
      await navigate(homePath(result.user), { replace: true });
      useNotifications.getState().notify({ variant: 'success', message: 'Your password has been changed.' });
    },
  );

  return (
    <AuthLayout
      title="Choose a new password"
      footer={
        <>
          Remembered it? <TextLink to="/sign-in">Sign in</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={submitting}>
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
