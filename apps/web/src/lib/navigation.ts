/**
 * Navigation for code that lives outside React components (the api helper, stores).
 * The router registers itself at start (src/app/router.tsx), so moves happen inside the SPA,
 * without a page reload. Tests register a fake.
 */
export interface AppNavigator {
  navigate: (to: string) => void;
  pathname: () => string;
}

let navigator: AppNavigator | null = null;

export function setNavigator(next: AppNavigator | null): void {
  navigator = next;
}

/** Goes to `to` inside the app. Before the router exists it falls back to a full page load. */
export function navigateTo(to: string): void {
  if (navigator) navigator.navigate(to);
  else window.location.assign(to);
}

/** The pathname the app currently shows. */
export function currentPathname(): string {
  return navigator ? navigator.pathname() : window.location.pathname;
}
