import clsx from 'clsx';
import { LogOut, Menu, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { AppLogo } from '@/components/app-logo';
import { Avatar } from '@/components/avatar';
import { Button, buttonClasses } from '@/components/button';
import { SkipLink } from '@/components/skip-link';
import { apiOrThrow } from '@/lib/api';
import { isIos } from '@/lib/platform';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { InstallAppButton } from '../pwa-install-button';
import { adminMenu, userMenu, type MenuItem } from './menus';
import { EmailText } from '@/components/email-text';

function MenuLink({ item }: { item: MenuItem }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        clsx(
          'flex min-h-11 items-center gap-3 rounded-xl px-3 font-semibold transition-colors',
          isActive ? 'bg-brand-700 text-white shadow-sm' : 'text-ink hover:bg-brand-50 hover:text-brand-800',
        )
      }
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {item.label}
    </NavLink>
  );
}

function useSignOut() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const leftShell = useRef<() => void>(() => {});
  useEffect(() => () => leftShell.current(), []);
  const signOut = async () => {
    setSigningOut(true);
    // The token is dropped locally whatever the server says: signing out must always work.
    await apiOrThrow.postJson('/users/sign-out').catch(() => undefined);
    // The stored session goes at once: a reload, a typed address or another tab is signed out
    // even while this screen is still leaving (the in-memory token below goes a moment later).
    useSession.persist.clearStorage();
    // Leave the screen first: a screen still shown when the token goes (Account) would read its
    // data again without one, and fail, for nothing. The navigation settles before React has
    // shown the new screen, and a busy device can take several tasks to show it: the token goes
    // when the shell, and the screen in it, has left the page (or after 2 s whatever happens).
    const left = new Promise<void>((resolve) => {
      leftShell.current = resolve;
      setTimeout(resolve, 2000);
    });
    await navigate('/sign-in', { replace: true });
    await left;
    useSession.getState().clearToken();
    useSession.getState().setUser(null);
    useNotifications.getState().clear();
  };
  return { signOut, signingOut };
}

/** The signed-in shell (user and admin screens): top bar, sidebar menu, user block, content. */
export function Component() {
  const user = useSession((state) => state.user);
  const location = useLocation();
  // The menu is open for the location it was opened on, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { signOut, signingOut } = useSignOut();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const admin = user?.admin ?? false;
  const menu = admin ? adminMenu : userMenu;

  return (
    <div className="min-h-dvh bg-paper">
      <SkipLink />
      <header
        className={clsx(
          'sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur',
          isIos() && 'pt-[max(env(safe-area-inset-top),2rem)]',
        )}
      >
        <div className="crayon-stripe h-1" aria-hidden="true" />
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <button
            ref={toggleRef}
            type="button"
            className="-ml-1 inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-brand-50 md:hidden"
            aria-expanded={open}
            aria-controls="app-sidebar"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenAt(open ? null : location.key)}
          >
            {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
          <AppLogo to={admin ? '/admin' : '/pages/public'} />
          {admin ? <span className="rounded-full bg-crayon-yellow px-2.5 py-0.5 text-xs font-extrabold text-ink">admin</span> : null}
          <InstallAppButton className="ml-auto" />
        </div>
      </header>

      <div className="flex">
        {open ? <div className="fixed inset-0 z-30 bg-ink/40 md:hidden" aria-hidden="true" onClick={() => setOpenAt(null)} /> : null}
        <aside
          id="app-sidebar"
          className={clsx(
            'fixed inset-y-0 left-0 z-30 w-72 flex-col gap-6 overflow-y-auto border-r border-brand-100 bg-white px-4 pt-24 pb-6',
            'md:sticky md:top-[4.25rem] md:z-auto md:flex md:h-[calc(100dvh-4.25rem)] md:w-64 md:shrink-0 md:pt-6',
            open ? 'flex' : 'hidden',
          )}
        >
          {!admin ? (
            <Link to="/pages/create" className={buttonClasses({ block: true })}>
              <Plus className="size-5" aria-hidden="true" />
              Create page
            </Link>
          ) : null}
          <nav aria-label={admin ? 'Admin menu' : 'Main menu'}>
            <ul className="space-y-1">
              {menu.map((item) => (
                <li key={item.to}>
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
          {user ? (
            <div className="mt-auto rounded-2xl border-2 border-brand-100 p-3">
              <div className="flex items-center gap-3">
                <Avatar name={user.name} photo={user.photo} />
                <div className="min-w-0">
                  <p className="truncate font-bold text-ink">{user.name}</p>
                  <p className="text-sm text-ink-muted">
                    <EmailText value={user.email} />
                  </p>
                </div>
              </div>
              <Button
                variant="ghost"
                size="sm"
                block
                className="mt-3"
                loading={signingOut}
                icon={<LogOut className="size-4" aria-hidden="true" />}
                onClick={() => void signOut()}
              >
                Sign out
              </Button>
            </div>
          ) : null}
        </aside>

        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
