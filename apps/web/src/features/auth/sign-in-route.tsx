import { signInBody } from '@crayonbox/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import { TextLink } from '@/components/text-link';
import { homePath, takePendingPlan } from '@/lib/home-path';
import { useNotifications } from '@/stores/notifications';
import { startSession } from '@/stores/session';
import { signIn } from './api';
import { AuthLayout } from './components/auth-layout';
import { describeFailure, focusFirstError, formText, issuesToFieldErrors, type FieldErrors } from './form-errors';

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = signInBody.safeParse({ email: formText(form, 'email'), password: formText(form, 'password') });
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
      const result = await signIn(parsed.data);
      startSession(result);
      useNotifications.getState().clear();
      const pendingPlan = takePendingPlan();
      await navigate(homePath(result.user, plan ?? pendingPlan), { replace: true });
    } catch (error) {
      const failure = describeFailure(error);
      setErrors(failure.fields);
      focusFirstError(formElement, failure.fields);
      setMessage(failure.message);
      setSubmitting(false);
    }
  }

  const signUpLink = plan ? `/sign-up?${new URLSearchParams({ plan }).toString()}` : '/sign-up';

  return (
    <AuthLayout
      title="Sign in"
      description="Welcome back! Pick up your crayons where you left them."
      footer={
        <>
          New here? <TextLink to={signUpLink}>Create an account</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={submitting}>
        {message ? <FormAlert>{message}</FormAlert> : null}
        <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <Button type="submit" block loading={submitting}>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}
