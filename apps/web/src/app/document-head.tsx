import { useLocation } from 'react-router';
import { useBranding } from './branding';

/**
 * Keeps the document title, meta description, Open Graph tags and favicon in step with the
 * settings on every routed screen (the landing shown before the router uses useBranding itself).
 */
export function DocumentHead() {
  useBranding(useLocation().pathname);
  return null;
}
