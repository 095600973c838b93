import { changePasswordBody } from '@crayonbox/contract';
import { useRef } from 'react';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { notify } from '@/stores/notifications';
import { changePassword } from './api';

export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

const NOT_THE_SAME = 'The two passwords are not the same.';

/** The contract's body, plus the new password typed twice (a check of this form only). */
const form = {
  safeParse(input: unknown) {
    const parsed = changePasswordBody.safeParse(input);
    if (parsed.success && parsed.data.password !== (input as { confirm?: string }).confirm) {
      return { success: false as const, error: { issues: [{ path: ['confirm'], message: NOT_THE_SAME }] } };
    }
    return parsed;
  },
};

/** Change of password on /account: the current one, the new one twice. Other sessions end; this one stays. */
export function ChangePasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, message, submitting, onSubmit } = useSchemaForm(form, ['current_password', 'password', 'confirm'], async (body) => {
    await changePassword(body);
    formRef.current?.reset();
    notify.success(PASSWORD_CHANGED);
  });
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
