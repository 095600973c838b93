import { signInBody } from '@crayonbox/contract';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import { TextLink } from '@/components/text-link';
import { homePath, takePendingPlan } from '@/lib/home-path';
import { useNotifications } from '@/stores/notifications';
import { startSession } from '@/stores/session';
import { resendVerification, signIn } from './api';
import { AuthLayout } from './components/auth-layout';
import { useSchemaForm } from '@/lib/use-schema-form';

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  const typedEmail = useRef('');
  // The email that sign-in said is not verified yet: "Send the link again" goes to it.
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent'>('idle');
  const { errors, message, submitting, onSubmit } = useSchemaForm(
    signInBody,
    ['email', 'password'],
    async (body) => {
      typedEmail.current = body.email;
      setUnverified(null);
      setResent('idle');
      const result = await signIn(body);
      startSession(result);
      useNotifications.getState().clear();
      const pendingPlan = takePendingPlan();
      await navigate(homePath(result.user, plan ?? pendingPlan), { replace: true });
    },
    (error) => {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverified(typedEmail.current);
      return Promise.resolve(false);
    },
  );
  const resend = async () => {
    if (!unverified) return;
    setResent('sending');
    try {
      await resendVerification(unverified);
      setResent('sent');
    } catch {
      setResent('idle');
    }
  };

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
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={submitting}>
        {message ? <FormAlert>{message}</FormAlert> : null}
        {unverified ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="secondary" size="sm" loading={resent === 'sending'} onClick={() => void resend()}>
              Send the link again
            </Button>
            {resent === 'sent' ? (
              <p role="status" className="text-sm font-semibold text-green-800 [overflow-wrap:anywhere]">
                A new link is on its way to {unverified}.
              </p>
            ) : null}
          </div>
        ) : null}
        <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <p className="-mt-2 text-right text-sm">
          <TextLink to="/forgot-password">Forgot password?</TextLink>
        </p>
        <Button type="submit" block loading={submitting}>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}
