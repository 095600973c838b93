import { FocusScope } from '@radix-ui/react-focus-scope';
import { Coins, ImageOff, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';

const veil = 'absolute inset-0 z-10 flex items-center justify-center rounded-[1.75rem] p-4';

/** While the page is fetched and decoded. */
export function LoadingOverlay() {
  return (
    <div className={`${veil} bg-white/70`}>
      <div className="flex flex-col items-center gap-3 text-brand-700">
        <Spinner className="size-9" label="Getting your page ready" />
        <p className="font-bold text-ink" aria-hidden="true">
          Getting your page ready…
        </p>
      </div>
    </div>
  );
}

/** SPEC section 8 image errors, with a way out. */
export function ErrorOverlay({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={`${veil} bg-white/90`}>
      <div role="alert" className="flex max-w-xs flex-col items-center gap-3 text-center">
        <span className="rounded-full bg-red-50 p-4 text-red-700">
          <ImageOff className="size-8" aria-hidden="true" />
        </span>
        <p className="text-lg font-extrabold text-ink">{message}</p>
        <p className="text-sm text-ink-muted">Check your connection and try again.</p>
        <Button size="sm" icon={<RotateCcw className="size-4" aria-hidden="true" />} onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}

/**
 * The credit moment: before the first change of a page that will spend a coloring credit, one
 * sentence with the credits left, and the choice to go on or go back ("don't ask again" is kept
 * on this device). Escape goes back.
 */
export function CreditMomentOverlay({
  message,
  onGo,
  onBack,
}: {
  message: string;
  onGo: (dontAskAgain: boolean) => void;
  onBack: () => void;
}) {
  const [dontAsk, setDontAsk] = useState(false);
  const goRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  // Escape goes back, wherever focus is while the question is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onBack]);
  return (
    <div className={`${veil} bg-ink/25 backdrop-blur-[2px]`}>
      {/* Focus starts on Start coloring, Tab stays inside, and goes back where it was once answered. */}
      <FocusScope
        asChild
        trapped
        loop
        onMountAutoFocus={(event) => {
          event.preventDefault();
          goRef.current?.focus();
        }}
      >
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          className="flex w-full max-w-sm animate-toast-in flex-col items-center gap-4 rounded-3xl bg-white p-5 text-center shadow-2xl"
        >
          <span className="rounded-full bg-crayon-yellow/30 p-3 text-ink">
            <Coins className="size-7" aria-hidden="true" />
          </span>
          <p id={`${id}-title`} className="text-lg font-extrabold text-ink">
            {message}
          </p>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
            <input type="checkbox" className="size-4 accent-brand-700" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
            Don&apos;t ask again on this device
          </label>
          <div className="flex w-full gap-2">
            <Button variant="secondary" block onClick={onBack}>
              Go back
            </Button>
            <Button ref={goRef} block onClick={() => onGo(dontAsk)}>
              Start coloring
            </Button>
          </div>
        </div>
      </FocusScope>
    </div>
  );
}
