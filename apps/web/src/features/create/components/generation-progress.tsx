import { useEffect, useRef, useState } from 'react';

const MESSAGES = [
  'Sharpening the crayons…',
  'Sketching the big shapes…',
  'Drawing the outlines…',
  'Tidying up the lines…',
  'Leaving plenty of room for your colors…',
  'Adding the final touches…',
];
const SLOW_MESSAGE = 'Still drawing: detailed pages can take up to a minute.';
const ROTATE_EVERY_S = 5;
const SLOW_AFTER_S = 35;

/** The message shown after `seconds` of waiting. */
export function progressMessage(seconds: number): string {
  if (seconds >= SLOW_AFTER_S) return SLOW_MESSAGE;
  return MESSAGES[Math.floor(seconds / ROTATE_EVERY_S) % MESSAGES.length] ?? SLOW_MESSAGE;
}

/**
 * What the user sees while a page is drawn (up to a minute): an indeterminate bar, a friendly
 * message that changes every few seconds, and the seconds waited. The message is announced
 * (role=status); the ticking seconds are not, so screen readers are not flooded.
 */
export function GenerationProgress({ title, startedAt }: { title: string; startedAt: number }) {
  const [seconds, setSeconds] = useState(() => Math.floor((Date.now() - startedAt) / 1000));
  const barRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // On a phone the panel starts below the fold: bring it into view once.
  useEffect(() => {
    panelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);

  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);

  useEffect(() => {
    const bar = barRef.current;
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!bar || still || typeof bar.animate !== 'function') return;
    const animation = bar.animate([{ transform: 'translateX(-100%)' }, { transform: 'translateX(250%)' }], {
      duration: 1600,
      iterations: Infinity,
      easing: 'ease-in-out',
    });
    return () => animation.cancel();
  }, []);

  return (
    <div ref={panelRef} role="status" className="space-y-3 rounded-3xl border-2 border-brand-100 bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-bold text-ink">{title}</p>
        <p aria-live="off" className="shrink-0 text-sm font-semibold text-ink-muted tabular-nums">
          {seconds} s
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuetext="In progress"
        className="relative h-3 overflow-hidden rounded-full bg-brand-100"
      >
        <div ref={barRef} className="crayon-stripe absolute inset-y-0 left-0 w-2/5 rounded-full" />
      </div>
      <p className="text-ink-muted">{progressMessage(seconds)}</p>
    </div>
  );
}
