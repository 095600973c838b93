import type { ReactNode } from 'react';
import { AppLogo } from '@/components/app-logo';
import { SkipLink } from '@/components/skip-link';

/** The centered card of the sign-in, sign-up, verify and first-admin screens. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-paper">
      <SkipLink />
      <div className="crayon-stripe h-1.5" aria-hidden="true" />
      <header className="flex justify-center px-4 pt-10 pb-6">
        <AppLogo />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 justify-center px-4 pb-16">
        <div className="w-full max-w-md">
          <div className="rounded-3xl border-2 border-brand-100 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
            {description ? <div className="mt-2 text-ink-muted">{description}</div> : null}
            <div className="mt-6">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-ink-muted">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}
