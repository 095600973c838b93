import { MonitorSmartphone, RotateCcw, X } from 'lucide-react';
import { Button } from '@/components/button';
import type { WorkNotice as Notice } from '../use-coloring-work';

export interface WorkNoticeProps {
  notice: Notice;
  /** e.g. "2 minutes ago". */
  when: string;
  onOpenSaved: () => void;
  onBringBack: () => void;
  onDismiss: () => void;
}

const TEXT = {
  back: (when: string) => `Your unsaved work from ${when} is open.`,
  'saved-open': () => 'The saved version is open.',
  taken: (when: string) => `Newer work from another device (${when}) replaced part of yours.`,
};

/**
 * The one line said about the work on the canvas: unsaved work came back (the saved version one
 * tap away), the saved version is open (the unsaved work one tap away), or another device's newer
 * work replaced part of this device's (which is one tap away). Never a question over the canvas.
 */
export function WorkNotice({ notice, when, onOpenSaved, onBringBack, onDismiss }: WorkNoticeProps) {
  const Icon = notice.kind === 'taken' ? MonitorSmartphone : RotateCcw;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border-2 border-brand-200 bg-brand-50 px-3 py-2 text-sm text-ink"
    >
      <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <p className="min-w-0 flex-1 font-semibold">{TEXT[notice.kind](when)}</p>
      <div className="flex items-center gap-1">
        {notice.kind === 'back' && notice.canOpenSaved ? (
          <Button size="sm" variant="secondary" onClick={onOpenSaved}>
            Open the saved version
          </Button>
        ) : null}
        {notice.kind === 'saved-open' ? (
          <Button size="sm" variant="secondary" onClick={onBringBack}>
            Bring back the unsaved work
          </Button>
        ) : null}
        {notice.kind === 'taken' ? (
          <Button size="sm" variant="secondary" onClick={onBringBack}>
            Bring back mine
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onDismiss} aria-label="Dismiss">
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
