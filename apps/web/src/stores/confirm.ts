import { create } from 'zustand';

interface ConfirmRequest {
  id: number;
  message: string;
  resolve: (confirmed: boolean) => void;
}

interface ConfirmState {
  request: ConfirmRequest | null;
  /** Answers the open request and closes the bar. */
  answer: (confirmed: boolean) => void;
}

let nextId = 1;

export const useConfirm = create<ConfirmState>()((set, get) => ({
  request: null,
  answer: (confirmed) => {
    const request = get().request;
    if (!request) return;
    set({ request: null });
    request.resolve(confirmed);
  },
}));

/**
 * Asks the user to confirm with the confirm bar ('Cancel' / 'Yes, proceed').
 * Resolves true on 'Yes, proceed', false on 'Cancel', Escape, or when a newer question replaces it.
 */
export function confirm(message: string): Promise<boolean> {
  useConfirm.getState().answer(false);
  return new Promise<boolean>((resolve) => {
    useConfirm.setState({ request: { id: nextId++, message, resolve } });
  });
}
