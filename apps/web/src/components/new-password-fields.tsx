import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

/** The new password and its repetition, as every form that sets a password asks for them. */
export function NewPasswordFields({
  password,
  confirm,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters."
        error={errors.password}
        {...password}
      />
      <TextField label="Repeat the new password" type="password" autoComplete="new-password" required error={errors.confirm} {...confirm} />
    </>
  );
}
