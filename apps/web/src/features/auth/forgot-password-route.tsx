import { forgotPasswordBody } from '@crayonbox/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import { TextLink } from '@/components/text-link';
import { forgotPassword } from './api';
import { AuthLayout } from './components/auth-layout';
import { useSchemaForm } from '@/lib/use-schema-form';

/** /forgot-password: asks for a link to choose a new password (SPEC leaves it out; CONTRACT.md has the call). */
export function Component() {
  const [searchParams] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, message, submitting, onSubmit } = useSchemaForm(forgotPasswordBody, ['email'], async ({ email }) => {
    await forgotPassword(email);
    setSentTo(email);
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
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={submitting}>
          {message ? <FormAlert>{message}</FormAlert> : null}
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={searchParams.get('email') ?? ''}
            error={errors.email}
          />
          <Button type="submit" block loading={submitting}>
            Send me a link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
