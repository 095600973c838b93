import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '@crayonbox/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { AlertForm } from '@/components/alert-form';
import { TextField } from '@/components/text-field';
import { TextLink } from '@/components/text-link';
import { applyServerErrors, formMessage } from '@/lib/server-errors';
import { forgotPassword } from './api';
import { AuthLayout } from './components/auth-layout';

/** /forgot-password: asks for a link to choose a new password (SPEC leaves it out; CONTRACT.md has the call). */
export function Component() {
  const [searchParams] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: searchParams.get('email') ?? '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await forgotPassword(email);
      setSentTo(email);
    } catch (error) {
      setMessage(formMessage(error, applyServerErrors(form, error)));
    }
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      description={sentTo ? null : "Tell us your email and we'll send you a link to choose a new one."}
      footer={
        <>
          Remembered it? <TextLink to="/sign-in">Sign in</TextLink>
        </>
      }
    >
      {sentTo ? (
        <div role="status" className="space-y-3 text-ink">
          <p className="font-semibold [overflow-wrap:anywhere]">
            If an account uses {sentTo}, a link to choose a new password is on its way.
          </p>
          <p className="text-ink-muted">
            The link works once, for 2 hours. Not there in a few minutes? Look in your spam folder or ask again.
          </p>
          <Button variant="secondary" block onClick={() => setSentTo(null)}>
            Send another link
          </Button>
        </div>
      ) : (
        <AlertForm onSubmit={onSubmit} onSubmitStart={() => setMessage(null)} message={message} busy={isSubmitting}>
          <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
          <Button type="submit" block loading={isSubmitting}>
            Send me a link
          </Button>
        </AlertForm>
      )}
    </AuthLayout>
  );
}
