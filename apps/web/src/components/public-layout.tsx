import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/stores/session';
import { AppLogo } from './app-logo';
import { buttonClasses } from './button';
import { SkipLink } from './skip-link';

/** Header + main for public screens (landing, legal pages, payment result). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => state.token !== '');
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <div className="crayon-stripe h-1.5" aria-hidden="true" />
      <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <AppLogo />
        <nav aria-label="Account" className="flex items-center gap-2">
          {signedIn ? (
            <Link to="/pages/public" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
              Open the app
            </Link>
          ) : (
            <>
              <Link to="/sign-in" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                Sign in
              </Link>
              <Link to="/sign-up" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
                Sign up
              </Link>
            </>
          )}
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 pb-16 sm:px-6">
        {children}
      </main>
    </div>
  );
}
