import type { FormEvent } from 'react';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import type { FieldErrors } from '@/lib/form-errors';

/** Name, email and a new password: the form of sign-up and of the first admin. */
export function NewAccountForm({
  errors,
  message,
  submitting,
  onSubmit,
  submitLabel,
}: {
  errors: FieldErrors;
  message: string | null;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={submitting}>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <Field label="Name" name="name" autoComplete="name" required error={errors.name} />
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters."
        error={errors.password}
      />
      <Button type="submit" block loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
