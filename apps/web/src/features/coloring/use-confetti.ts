import confetti from 'canvas-confetti';
import { useCallback, useEffect, useRef } from 'react';
import { PALETTE } from './palette';

/** SPEC section 9: confetti keeps going for 3 seconds after the export ends. */
export const CONFETTI_TAIL_MS = 3000;
const BURST_EVERY_MS = 300;
const COLORS = PALETTE.slice(0, 14).map((c) => c.hex);

type Shooter = ReturnType<typeof confetti.create>;

function burst(shoot: Shooter): void {
  const common = { particleCount: 24, spread: 60, startVelocity: 48, ticks: 160, colors: COLORS };
  void shoot({ ...common, angle: 60, origin: { x: 0, y: 0.85 } });
  void shoot({ ...common, angle: 120, origin: { x: 1, y: 0.85 } });
}

/**
 * A confetti cannon on its own full-window canvas, drawn by a worker where the browser allows it
 * (OffscreenCanvas): the party must not slow down the save it celebrates.
 */
function createShooter(): { shoot: Shooter; remove: () => void } {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '45' });
  document.body.append(canvas);
  const shoot = confetti.create(canvas, { resize: true, useWorker: true, disableForReducedMotion: true });
  return {
    shoot,
    remove: () => {
      shoot.reset();
      canvas.remove();
    },
  };
}

/**
 * Confetti while `active` (exporting, saving) and for 3 seconds after it ends. Nothing for people
 * who asked for reduced motion. `stop` ends it at once (a save that failed is no party).
 */
export function useConfetti(active: boolean): { stop: () => void } {
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const shooter = useRef<ReturnType<typeof createShooter> | null>(null);
  // Until when bursts go on: Infinity while active.
  const until = useRef(0);

  const stop = useCallback(() => {
    until.current = 0;
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    if (active) {
      until.current = Infinity;
      if (timer.current !== undefined) return;
      shooter.current ??= createShooter();
      const { shoot } = shooter.current;
      burst(shoot);
      timer.current = setInterval(() => {
        if (Date.now() > until.current) stop();
        else burst(shoot);
      }, BURST_EVERY_MS);
    } else if (until.current === Infinity) {
      until.current = Date.now() + CONFETTI_TAIL_MS;
    }
  }, [active, stop]);

  useEffect(
    () => () => {
      stop();
      shooter.current?.remove();
      shooter.current = null;
    },
    [stop],
  );
  return { stop };
}
