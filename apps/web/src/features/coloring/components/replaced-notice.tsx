import { MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/button';

export interface ReplacedNoticeProps {
  /** When the newer work was made, e.g. "2 minutes ago". */
  when: string;
  onBringBack: () => void;
  onDismiss: () => void;
}

/**
 * Said when newer work on this page from another device replaced this device's: the newer work
 * is on the canvas, and this device's is one tap away (nothing is overwritten silently).
 */
export function ReplacedNotice({ when, onBringBack, onDismiss }: ReplacedNoticeProps) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink"
    >
      <MonitorSmartphone className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <p className="min-w-0 flex-1 font-semibold">Newer work on this page from another device ({when}) is open.</p>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onBringBack}>
          Bring back this device’s work
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Keep the newer work
        </Button>
      </div>
    </div>
  );
}
