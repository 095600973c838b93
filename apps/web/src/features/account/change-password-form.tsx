import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { AlertForm } from '@/components/alert-form';
import { NewPasswordFields } from '@/components/new-password-fields';
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
    <AlertForm onSubmit={onSubmit} onSubmitStart={() => setMessage(null)} message={message} busy={isSubmitting} className="space-y-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <NewPasswordFields
        password={form.register('password')}

        confirm={form.register('confirm')}

        errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
      />
      <Button type="submit" loading={isSubmitting}>
        Change password
      </Button>
    </AlertForm>
  );
}
