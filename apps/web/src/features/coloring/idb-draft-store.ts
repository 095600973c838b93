import type { DraftRecord, DraftStore } from './draft-store';
import { openStore } from './idb';

/** The browser's IndexedDB as a DraftStore, or null where there is none (old browsers, tests). */
export function createIdbDraftStore(): DraftStore | null {
  return openStore<DraftRecord>('crayonbox-coloring', 'drafts');
}

let shared: DraftStore | null | undefined;

/** One store per tab. */
export function draftStore(): DraftStore | null {
  if (shared === undefined) shared = createIdbDraftStore();
  return shared;
}
