import { signUpBody, type SignUpBody } from '@crayonbox/contract';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextLink } from '@/components/text-link';
import { rememberPlan } from '@/lib/home-path';
import { signUp } from './api';
import { AuthLayout } from './components/auth-layout';
import { NewAccountForm } from './components/new-account-form';

export function Component() {
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const signInLink = plan ? `/sign-in?${new URLSearchParams({ plan }).toString()}` : '/sign-in';

  const submit = async (body: SignUpBody) => {
    const user = await signUp(body);
    // The plan picked on the landing waits for the first sign-in (after the email is verified).
    rememberPlan(plan);
    setSentTo(user?.email || body.email);
  };

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
      <NewAccountForm schema={signUpBody} submit={submit} submitLabel="Sign up" />
    </AuthLayout>
  );
}
