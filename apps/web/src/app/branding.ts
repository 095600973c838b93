import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSettings } from '@/stores/settings';

/** Used when the tagline setting is empty. */
const FALLBACK_DESCRIPTION = 'Line-art coloring pages made with AI, colored on a canvas, printed and downloaded.';

/** Sets `<meta name|property=key content>` in the head, creating the tag when it is missing. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  // The type of the built-in icon (image/svg+xml) may not fit an uploaded PNG: let the browser sniff.
  link.removeAttribute('type');
  if (link.getAttribute('href') !== href) link.href = href;
}

/**
 * Branding from the settings on every screen: the document title (app name, with the tagline on
 * the landing), the meta description, the Open Graph / Twitter tags and the favicon. Router-free,
 * so the landing can use it before the router is loaded.
 */
export function useBranding(pathname: string): void {
  const { appName, tagline, favicon } = useSettings(
    useShallow((state) => ({ appName: state.appName, tagline: state.tagline, favicon: state.favicon })),
  );
  const onLanding = pathname === '/';

  useEffect(() => {
    const title = onLanding && tagline ? `${appName} - ${tagline}` : appName;
    const description = tagline || FALLBACK_DESCRIPTION;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:site_name', appName);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', window.location.origin + pathname);
    setMeta('name', 'twitter:card', 'summary');
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'application-name', appName);
  }, [appName, tagline, onLanding, pathname]);

  useEffect(() => {
    if (favicon) setFavicon(favicon);
  }, [favicon]);
}
