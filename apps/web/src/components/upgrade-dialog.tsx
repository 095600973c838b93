import { Sparkles } from 'lucide-react';
import { navigateTo } from '@/lib/navigation';
import { useUpgradeOffer } from '@/stores/upgrade-offer';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

/** The upgrade offer (stores/upgrade-offer.ts): why, what the paid plans add, and the way there. */
export function UpgradeDialog() {
  const reason = useUpgradeOffer((s) => s.reason);
  const close = useUpgradeOffer((s) => s.close);
  return (
    <ModalDialog open={reason !== null} title="Upgrade to keep going" onClose={close} className="w-[min(28rem,calc(100vw-2rem))]">
      <div className="space-y-4 px-5 py-5">
        <p className="flex gap-3 text-ink">
          <Sparkles className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>{reason}</span>
        </p>
        <p className="text-ink-muted">
          The paid plans add printing, downloads, favorites and coloring books, and more pages every month. Your coloring stays right here.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Not now
          </Button>
          <Button
            onClick={() => {
              close();
              navigateTo('/checkout');
            }}
          >
            See the plans
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
