import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { AlertForm } from '@/components/alert-form';
import { NewPasswordFields } from '@/components/new-password-fields';
import { TextLink } from '@/components/text-link';
import { homePath } from '@/lib/home-path';
import { resetPasswordForm } from '@/lib/password-forms';
import { applyServerErrors, formMessage } from '@/lib/server-errors';
import { useNotifications } from '@/stores/notifications';
import { startSession } from '@/stores/session';
import { resetPassword } from './api';
import { AuthLayout } from './components/auth-layout';

/** The page a password-reset mail links to: choose a new password, then be signed in. */
export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  // The token rides along as a value without a field: a bad one is said above the form.
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { token, password: '', confirm: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      try {
        const result = await resetPassword(token, password);
        startSession(result);
        await navigate(homePath(result.user), { replace: true });
        useNotifications.getState().notify({ variant: 'success', message: 'Your password has been changed.' });
      } catch (error) {
        // The token has no field to show its error on (a used or replaced link): it goes above the form.
        setMessage(formMessage(error, applyServerErrors(form, error, { toField: (path) => (path === 'token' ? null : path) })));
      }
    },
    (found) => setMessage(found.token?.message ?? null),
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
      <AlertForm onSubmit={onSubmit} onSubmitStart={() => setMessage(null)} message={message} busy={isSubmitting}>
        <NewPasswordFields
          password={form.register('password')}

          confirm={form.register('confirm')}

          errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        />
        <Button type="submit" block loading={isSubmitting}>
          Change password
        </Button>
      </AlertForm>
    </AuthLayout>
  );
}
