import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/button';
import { useSession } from '@/stores/session';
import { BrandMark } from './brand-mark';
import { LandingLink } from './landing-link';

export interface Anchor {
  href: string;
  label: string;
}

/** The landing header: logo, section anchors, sign-in / sign-up, and a menu on small screens. */
export function SiteHeader({ appName, anchors }: { appName: string; anchors: Anchor[] }) {
  const signedIn = useSession((state) => state.token !== '');
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // The menu only exists on small screens: close it when the window grows past them.
    const wide = window.matchMedia('(min-width: 768px)');
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  const close = () => setOpen(false);
  const account = signedIn ? (
    <LandingLink to="/pages/public" className={buttonClasses({ size: 'sm', className: 'whitespace-nowrap' })}>
      Open the app
    </LandingLink>
  ) : (
    <>
      <span className="hidden sm:contents">
        <LandingLink to="/sign-in" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'whitespace-nowrap' })}>
          Sign in
        </LandingLink>
      </span>
      <LandingLink to="/sign-up" className={buttonClasses({ size: 'sm', className: 'whitespace-nowrap' })}>
        Sign up
      </LandingLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="crayon-stripe h-1.5" aria-hidden="true" />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <a href="#home" className="inline-flex items-center gap-2 text-xl font-extrabold text-ink" onClick={close}>
          <BrandMark className="size-8" />
          <span>{appName}</span>
        </a>
        {anchors.length ? (
          <nav aria-label="Sections" className="ml-6 hidden md:block">
            <ul className="flex items-center gap-1">
              {anchors.map((anchor) => (
                <li key={anchor.href}>
                  <a
                    href={anchor.href}
                    className="rounded-full px-3 py-2 text-sm font-bold text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800"
                  >
                    {anchor.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {account}
          <button
            ref={toggleRef}
            type="button"
            className="-mr-1 inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-brand-50 md:hidden"
            aria-expanded={open}
            aria-controls="landing-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      <div id="landing-menu" hidden={!open} className={clsx('border-t border-brand-100 bg-white md:hidden', open && 'shadow-lg')}>
        <nav aria-label="Menu" className="mx-auto max-w-6xl px-4 py-3">
          <ul className="space-y-1">
            {anchors.map((anchor) => (
              <li key={anchor.href}>
                <a
                  href={anchor.href}
                  onClick={close}
                  className="flex min-h-11 items-center rounded-xl px-3 font-bold text-ink hover:bg-brand-50"
                >
                  {anchor.label}
                </a>
              </li>
            ))}
            {!signedIn ? (
              <li className="border-t border-brand-100 pt-2">
                <LandingLink
                  to="/sign-in"
                  onClick={close}
                  className="flex min-h-11 items-center rounded-xl px-3 font-bold text-brand-800 hover:bg-brand-50"
                >
                  Sign in
                </LandingLink>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}
