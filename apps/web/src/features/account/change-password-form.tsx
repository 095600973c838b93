import { changePasswordBody } from '@crayonbox/contract';
import { useRef } from 'react';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import { useSchemaForm, withConfirmedPassword } from '@/lib/use-schema-form';
import { notify } from '@/stores/notifications';
import { changePassword } from './api';

export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

/** Change of password on /account: the current one, the new one twice. Other sessions end; this one stays. */
export function ChangePasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, message, submitting, onSubmit } = useSchemaForm(
    withConfirmedPassword(changePasswordBody),
    ['current_password', 'password', 'confirm'],
    async (body) => {
      await changePassword(body);
      formRef.current?.reset();
      notify.success(PASSWORD_CHANGED);
    },
  );
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={submitting}>
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
