import type { ColoringEngine } from '@crayonbox/canvas';
import type { Page } from '@crayonbox/contract';
import { useRef, useState } from 'react';
import { creditMomentNeeded, creditMomentSkipped, skipCreditMoment } from './credit-moment';

/**
 * The credit moment of a coloring screen: the first press that would color a page whose first
 * change spends a credit is held back and asked about (once per screen); going on does the fill
 * that press asked for. Pass `beforeAction` to the Stage and show the question while `asked`.
 */
export function useCreditMoment(
  engine: ColoringEngine,
  page: Pick<Page, 'is_colored' | 'is_owner'>,
  /** Whether a press there would color anything (color by number refuses a wrong-colour tap): no question when not. */
  wouldColor: (at: { x: number; y: number }) => boolean = () => true,
) {
  const [asked, setAsked] = useState<{ x: number; y: number } | null>(null);
  const acknowledged = useRef(false);
  const beforeAction = (at: { x: number; y: number }) => {
    if (acknowledged.current || !creditMomentNeeded(page, creditMomentSkipped()) || !wouldColor(at)) return true;
    setAsked(at);
    return false;
  };
  const goOn = (dontAskAgain: boolean) => {
    if (dontAskAgain) skipCreditMoment();
    acknowledged.current = true;
    setAsked(null);
    if (asked && engine.getState().tool === 'fill') engine.fillAt(asked.x, asked.y);
  };
  return { asked: asked !== null, beforeAction, goOn };
}
