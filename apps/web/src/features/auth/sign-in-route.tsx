import { zodResolver } from '@hookform/resolvers/zod';
import { signInBody } from '@crayonbox/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api';
import { Button } from '@/components/button';
import { AlertForm } from '@/components/alert-form';
import { TextField } from '@/components/text-field';
import { TextLink } from '@/components/text-link';
import { homePath, takePendingPlan } from '@/lib/home-path';
import { applyServerErrors, formMessage } from '@/lib/server-errors';
import { useNotifications } from '@/stores/notifications';
import { startSession } from '@/stores/session';
import { resendVerification, signIn } from './api';
import { AuthLayout } from './components/auth-layout';

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  // The email that sign-in said is not verified yet: "Send the link again" goes to it.
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(signInBody), defaultValues: { email: '', password: '' }, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setUnverified(null);
    setResent('idle');
    try {
      const result = await signIn(body);
      startSession(result);
      useNotifications.getState().clear();
      const pendingPlan = takePendingPlan();
      await navigate(homePath(result.user, plan ?? pendingPlan), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverified(body.email);
      setMessage(formMessage(error, applyServerErrors(form, error)));
    }
  });

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
      <AlertForm onSubmit={onSubmit} onSubmitStart={() => setMessage(null)} message={message} busy={isSubmitting}>
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
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <TextLink to="/forgot-password">Forgot password?</TextLink>
        </p>
        <Button type="submit" block loading={isSubmitting}>
          Sign in
        </Button>
      </AlertForm>
    </AuthLayout>
  );
}
