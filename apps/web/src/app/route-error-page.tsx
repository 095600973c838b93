import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/button';

function describe(error: unknown): { status: string | null; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : null;
    return { status: `${error.status} ${error.statusText}`.trim(), message: detail };
  }
  if (error instanceof Error) return { status: null, message: error.message };
  if (typeof error === 'string') return { status: null, message: error };
  return { status: null, message: null };
}

function ErrorDetails() {
  const { status, message } = describe(useRouteError());
  return (
    <div className="flex flex-col gap-4">
      <div className="crayon-stripe h-1.5 w-24 rounded-full" aria-hidden="true" />
      <h1 className="text-3xl font-extrabold text-ink">Unexpected Application Error!</h1>
      {status ? <h2 className="text-xl font-bold text-red-700">{status}</h2> : null}
      {message ? <pre className="overflow-x-auto rounded-xl bg-slate-100 p-4 text-sm whitespace-pre-wrap text-ink">{message}</pre> : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })} reloadDocument>
          Go home
        </Link>
      </div>
    </div>
  );
}

/** The router error page (SPEC section 8), full screen: the root route's error boundary. */
export function RouteErrorPage() {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-6 py-16">
      <ErrorDetails />
    </main>
  );
}

/** The same page inside the signed-in shell, so the menu stays usable. */
export function RouteErrorPanel() {
  return (
    <div className="max-w-xl py-6">
      <ErrorDetails />
    </div>
  );
}
