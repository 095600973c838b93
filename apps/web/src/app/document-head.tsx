import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useSettings } from '@/stores/settings';

/** Keeps the document title (app name; with the tagline on the landing) and favicon in step with settings. */
export function DocumentHead() {
  const { appName, tagline, favicon } = useSettings(
    useShallow((state) => ({ appName: state.appName, tagline: state.tagline, favicon: state.favicon })),
  );
  const onLanding = useLocation().pathname === '/';

  useEffect(() => {
    document.title = onLanding && tagline ? `${appName} - ${tagline}` : appName;
  }, [appName, tagline, onLanding]);

  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.removeAttribute('type');
    link.href = favicon;
  }, [favicon]);

  return null;
}
