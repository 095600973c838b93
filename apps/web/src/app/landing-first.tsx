import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { LandingPage } from '@/features/landing/landing-page';
import { setNavigator } from '@/lib/navigation';
import { isWeb } from '@/lib/platform';
import { useBranding } from './branding';

/*
 * The landing is the page most visitors open first, so it is shown without the router, the route
 * guard and the app shell (React Router alone is ~35 KB gzipped). The rest of the app is fetched
 * when the visitor shows an intent to leave the landing (hover, focus or touch on a link to
 * another screen) and started on the first navigation, right on the new path.
 */

/** True when this page load should show the landing without the router. */
export function startsOnLanding(): boolean {
  return window.location.pathname === '/' && isWeb();
}

const importApp = () => import('./start-app');
let appModule: ReturnType<typeof importApp> | null = null;
const loadApp = () => (appModule ??= importApp());

function StandaloneLanding() {
  useBranding('/');
  return <LandingPage />;
}

/** Fetches the app code as soon as a link to another screen is pointed at or focused. */
function prefetchOnIntent(): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
    if (link && link.getAttribute('href') !== '/') void loadApp().catch(() => undefined);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}

/** Shows the landing; the first in-app navigation swaps it for the full app on the new path. */
export function renderLanding(root: Root): void {
  const stopPrefetch = prefetchOnIntent();
  let switching = false;
  setNavigator({
    navigate: (to) => {
      if (to === '/' || switching) return;
      switching = true;
      loadApp().then(
        ({ renderApp }) => {
          stopPrefetch();
          window.history.pushState(null, '', to);
          window.scrollTo(0, 0);
          renderApp(root);
        },
        // The app code could not be fetched (offline, new deploy): a full page load will tell.
        () => window.location.assign(to),
      );
    },
    pathname: () => window.location.pathname,
  });
  root.render(
    <StrictMode>
      <StandaloneLanding />
    </StrictMode>,
  );
}
