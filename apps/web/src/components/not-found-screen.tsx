import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/button';
import { PublicLayout } from '@/components/public-layout';

/** The not-found screen: any path the route table does not know, and hidden pages. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <PublicLayout>
      <div className="mx-auto max-w-xl py-16 text-center">
        <p className="text-7xl font-black text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold text-ink">Page not found</h1>
        <p className="mt-3 text-ink-muted">
          This page has wandered off the coloring book. No route matches URL <code className="font-semibold">"{pathname}"</code>.
        </p>
        <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
          Go home
        </Link>
      </div>
    </PublicLayout>
  );
}
