import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from '@/lib/navigation';
import { isSitePath } from '@/lib/site-path';

export interface LandingLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

/**
 * A link to another screen of the app. The landing is first shown without the router (to keep its
 * JavaScript small), so links go through navigateTo: the router when it is there, else the app is
 * started on the new path. Modified clicks (new tab, ...) keep the browser's behaviour.
 */
export function LandingLink({ to, onClick, children, ...rest }: LandingLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(to);
  };
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}

/** A link to a section of the landing (#pricing), or to a screen, or to the outside world. */
export function SmartLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (isSitePath(href))
    return (
      <LandingLink to={href} {...rest}>
        {children}
      </LandingLink>
    );
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
