import type { PageScope } from '@crayonbox/contract';
import type { QueryClient } from '@tanstack/react-query';
import { startListFresh } from '@/lib/infinite-list';
import type { PageFilters } from '@/lib/query-keys';
import { DEFAULT_FILTERS, pageListQuery } from '@/lib/page-list-query';

/**
 * What a page list screen remembers beside the cached pages, so it comes back as it was after a
 * trip to the coloring screen: its search, sort and category, and where it was scrolled to.
 * Kept per list (the admin list and the public list differ), for the life of the tab.
 */
interface ListMemory {
  scope: PageScope;
  filters: PageFilters;
  scrollY: number;
}

/** Set when a card was opened: the list to bring back as it was, and the page opened from it. */
interface ReturnTicket {
  key: string;
  pageId: number;
}

const memories = new Map<string, ListMemory>();
let ticket: ReturnTicket | null = null;

export interface ListOpening {
  restored: boolean;
  filters: PageFilters;
  scrollY: number;
  /** The page opened from the list, whose card is brought up to date. */
  openedPageId: number | null;
}

/**
 * Decides, as a list screen opens, whether it comes back as it was: yes when the user returns
 * with the browser's back button, or after opening one of its cards (the return ticket), and
 * only when its pages are still cached. Otherwise the list starts over at page 1. Safe to call
 * twice for one opening (React's strict mode): the ticket is used up by returnTicketUsed.
 */
export function openPageList(queryClient: QueryClient, key: string, scope: PageScope, { back }: { back: boolean }): ListOpening {
  const memory = memories.get(key);
  const ticketForThis = ticket?.key === key ? ticket : null;
  const cached = memory && memory.scope === scope && queryClient.getQueryData(pageListQuery(scope, memory.filters).queryKey);
  if (memory && cached && (back || ticketForThis)) {
    return { restored: true, filters: memory.filters, scrollY: memory.scrollY, openedPageId: ticketForThis?.pageId ?? null };
  }
  memories.set(key, { scope, filters: DEFAULT_FILTERS, scrollY: 0 });
  startListFresh(queryClient, pageListQuery(scope, DEFAULT_FILTERS).queryKey);
  return { restored: false, filters: DEFAULT_FILTERS, scrollY: 0, openedPageId: null };
}

/** The list has opened: a ticket serves one return only. */
export function returnTicketUsed(): void {
  ticket = null;
}

/** Remembers the list's search, sort and category. */
export function rememberFilters(key: string, scope: PageScope, filters: PageFilters): void {
  memories.set(key, { scope, filters, scrollY: memories.get(key)?.scrollY ?? 0 });
}

/** Remembers where the list was scrolled to. */
export function rememberScroll(key: string, scrollY: number): void {
  const memory = memories.get(key);
  if (memory) memories.set(key, { ...memory, scrollY });
}

/** A card was opened: the list comes back as it is when the user returns. */
export function leaveForPage(key: string, pageId: number, scrollY: number): void {
  rememberScroll(key, scrollY);
  ticket = { key, pageId };
}
