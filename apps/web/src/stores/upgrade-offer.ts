import { create } from 'zustand';

interface UpgradeOfferState {
  /** Why the plan is needed ("Print is only available on the paid plan."), or null when closed. */
  reason: string | null;
  close: () => void;
}

export const useUpgradeOffer = create<UpgradeOfferState>()((set) => ({
  reason: null,
  close: () => set({ reason: null }),
}));

/**
 * Offers the paid plans in a dialog over the current screen, for an action the free plan does not
 * have. The user stays where they were (their coloring, their list) until they choose the plans.
 */
export function offerUpgrade(reason: string): void {
  useUpgradeOffer.setState({ reason });
}
