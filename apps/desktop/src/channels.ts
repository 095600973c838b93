/** IPC channel names shared by the main process and the preload script. */
export const CHANNELS = {
  /** renderer → main: open an http(s) url in the system browser (SPEC section 7's route:external). */
  external: 'route:external',
  /** renderer → main (invoke): show a save dialog and write the bytes; answers the path or null. */
  saveFile: 'file:save',
  /** renderer → main (invoke): the system print dialog for the window's page (its print CSS applies); answers whether it printed. */
  print: 'page:print',
} as const;

/** The window message a page posts instead of calling the bridge (apps/web/src/lib/platform.ts). */
export const EXTERNAL_ROUTE_MESSAGE = 'route:external';
