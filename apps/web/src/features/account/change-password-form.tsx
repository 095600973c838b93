import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/field-shell';
import { TextField } from '@/components/text-field';
import { changePasswordForm } from '@/lib/password-forms';
import { applyServerErrors, formMessage } from '@/lib/server-errors';
import { notify } from '@/stores/notifications';
import { changePassword } from './api';

export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

const EMPTY = { current_password: '', password: '', confirm: '' };

/** Change of password on /account: the current one, the new one twice. Other sessions end; this one stays. */
export function ChangePasswordForm() {
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ current_password, password }) => {
    try {
      await changePassword({ current_password, password });
      form.reset(EMPTY);
      notify.success(PASSWORD_CHANGED);
    } catch (error) {
      setMessage(formMessage(error, applyServerErrors(form, error)));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setMessage(null);
        void onSubmit(event);
      }}
      className="space-y-4"
      aria-busy={isSubmitting}
    >
      {message ? <FormAlert>{message}</FormAlert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <Button type="submit" loading={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
