import type { BookExport } from '@crayonbox/contract';

/** One line about a book's latest PDF, for the list and the editor. */
export function exportLabel(exp: BookExport): string {
  if (exp.status === 'queued') return 'PDF waiting to start…';
  // After the last sheet the PDF is still assembled and stored, which takes a few seconds.
  if (exp.status === 'running' && exp.total > 0 && exp.done >= exp.total) return 'Finishing the PDF: putting the pages together…';
  if (exp.status === 'running') return `Making the PDF: page ${exp.done} of ${exp.total}`;
  if (exp.status === 'failed') return exp.error ?? 'The PDF could not be made.';
  return exp.stale ? 'PDF ready (the book changed since: make it again for the changes)' : 'PDF ready to download';
}

export const isBuilding = (exp: BookExport | null | undefined) => exp?.status === 'queued' || exp?.status === 'running';
