import { zodResolver } from '@hookform/resolvers/zod';
import type { signUpBody, SignUpBody } from '@crayonbox/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { AlertForm } from '@/components/alert-form';
import { TextField } from '@/components/text-field';
import { applyServerErrors, formMessage } from '@/lib/server-errors';

/**
 * Name, email and a new password: the form of sign-up and of the first admin. `takeOver` may
 * handle a failure itself (resolve true) before it is shown.
 */
export function NewAccountForm({
  schema,
  submit,
  takeOver,
  submitLabel,
}: {
  /** signUpBody or adminCreateBody: the same fields. */
  schema: typeof signUpBody;
  submit: (body: SignUpBody) => Promise<void>;
  takeOver?: (error: unknown) => Promise<boolean>;
  submitLabel: string;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: '', email: '', password: '' }, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await submit(body);
    } catch (error) {
      if (await takeOver?.(error)) return;
      setMessage(formMessage(error, applyServerErrors(form, error)));
    }
  });

  return (
    <AlertForm onSubmit={onSubmit} onSubmitStart={() => setMessage(null)} message={message} busy={isSubmitting}>
      <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" block loading={isSubmitting}>
        {submitLabel}
      </Button>
    </AlertForm>
  );
}
