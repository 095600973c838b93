import { CircleX } from 'lucide-react';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '@/components/button';
import { TextLink } from '@/components/text-link';
import { ApiError, FALLBACK_ERROR_MESSAGE, isAbort } from '@/lib/api';
import { homePath, takePendingPlan } from '@/lib/home-path';
import { startSession, useSession } from '@/stores/session';
import { verifyEmail } from './api';
import { AuthLayout } from './components/auth-layout';

interface VerifyFailure {
  status: number;
  message: string;
}

/** Verifies the emailed token; on success the user is signed in and sent home. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  try {
    const result = await verifyEmail(params.token ?? '', request.signal);
    startSession(result);
    return redirect(homePath(result.user, takePendingPlan()));
  } catch (error) {
    if (isAbort(error)) throw error;
    const failure: VerifyFailure =
      error instanceof ApiError ? { status: error.status, message: error.message } : { status: 0, message: FALLBACK_ERROR_MESSAGE };
    return failure;
  }
}

export function Component() {
  const failure = useLoaderData() as VerifyFailure;
  const signedIn = useSession((s) => Boolean(s.token));
  const user = useSession((s) => s.user);
  // A used link opened on a device that is signed in (the link was opened once already, here or
  // elsewhere): nothing is wrong, there is just nothing left to do.
  if (signedIn && user) {
    return (
      <AuthLayout title="You are all set">
        <div className="space-y-4 text-center">
          <p className="font-semibold text-ink">This link was already used, and you are signed in as {user.email}.</p>
          <Link to={homePath(user)} className={buttonClasses({ block: true })}>
            Continue
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="This link does not work"
      footer={
        <>
          Need a new account? <TextLink to="/sign-up">Sign up</TextLink>
        </>
      }
    >
      <div className="space-y-4 text-center">
        <CircleX className="mx-auto size-14 text-red-700" aria-hidden="true" />
        <p role="alert" className="font-semibold text-ink">
          {failure.message}
        </p>
        <p className="text-ink-muted">
          Verification links work once and expire after a while. If you already verified your email, just sign in.
        </p>
        <Link to="/sign-in" className={buttonClasses({ block: true })}>
          Go to sign in
        </Link>
      </div>
    </AuthLayout>
  );
}
