import { redirect } from 'react-router';
import { isWeb } from '@/lib/platform';
import { LandingPage } from './landing-page';

/** The mobile and desktop apps open on the splash screen instead of the marketing page. */
export function loader() {
  if (!isWeb()) return redirect('/splash');
  return null;
}

/** The landing inside the router (e.g. back from /sign-in); the first visit shows it without the router. */
export function Component() {
  return <LandingPage />;
}
