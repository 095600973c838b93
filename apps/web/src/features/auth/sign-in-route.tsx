import { signInBody } from '@crayonbox/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Field, FormAlert } from '@/components/field';
import { TextLink } from '@/components/text-link';
import { homePath, takePendingPlan } from '@/lib/home-path';
import { useNotifications } from '@/stores/notifications';
import { startSession } from '@/stores/session';
import { signIn } from './api';
import { AuthLayout } from './components/auth-layout';
import { useSchemaForm } from './use-schema-form';

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  const { errors, message, submitting, onSubmit } = useSchemaForm(signInBody, ['email', 'password'], async (body) => {
    const result = await signIn(body);
    startSession(result);
    useNotifications.getState().clear();
    const pendingPlan = takePendingPlan();
    await navigate(homePath(result.user, plan ?? pendingPlan), { replace: true });
  });

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
        <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <Button type="submit" block loading={submitting}>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}
