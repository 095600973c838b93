import { signUpBody } from '@crayonbox/contract';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import { TextLink } from '@/components/text-link';
import { rememberPlan } from '@/lib/home-path';
import { signUp } from './api';
import { AuthLayout } from './components/auth-layout';
import { describeFailure, focusFirstError, formText, issuesToFieldErrors, type FieldErrors } from './form-errors';

export function Component() {
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const signInLink = plan ? `/sign-in?${new URLSearchParams({ plan }).toString()}` : '/sign-in';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = signUpBody.safeParse({
      name: formText(form, 'name'),
      email: formText(form, 'email'),
      password: formText(form, 'password'),
    });
    setMessage(null);
    if (!parsed.success) {
      const fieldErrors = issuesToFieldErrors(parsed.error.issues);
      setErrors(fieldErrors);
      focusFirstError(formElement, fieldErrors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const user = await signUp(parsed.data);
      // The plan picked on the landing waits for the first sign-in (after the email is verified).
      rememberPlan(plan);
      setSentTo(user?.email || parsed.data.email);
    } catch (error) {
      const failure = describeFailure(error);
      setErrors(failure.fields);
      focusFirstError(formElement, failure.fields);
      setMessage(failure.message);
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <AuthLayout
        title="Check your email"
        footer={
          <>
            Verified already? <TextLink to={signInLink}>Sign in</TextLink>
          </>
        }
      >
        <div role="status" className="space-y-4 text-center">
          <MailCheck className="mx-auto size-14 text-brand-700" aria-hidden="true" />
          <p className="text-ink">
            We sent a verification link to <strong className="break-all">{sentTo}</strong>.
          </p>
          <p className="text-ink-muted">Open it to activate your account. It may take a minute to arrive.</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Sign up"
      description="Create an account and start coloring in minutes."
      footer={
        <>
          Already have an account? <TextLink to={signInLink}>Sign in</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={submitting}>
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
          Sign up
        </Button>
      </form>
    </AuthLayout>
  );
}
