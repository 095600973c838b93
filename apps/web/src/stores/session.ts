import type { User } from '@crayonbox/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The local storage key of the session (SPEC section 3). */
export const SESSION_STORAGE_KEY = 'auth';

export interface SessionState {
  token: string;
  user: User | null;
  setToken: (token: string) => void;
  /** Empties the token; the user is left in place (SPEC section 3). */
  clearToken: () => void;
  setUser: (user: User | null) => void;
  /** Updates name, photo and email together, only when a user exists. */
  updateUser: (changes: Pick<User, 'name' | 'photo' | 'email'>) => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: '',
      user: null,
      setToken: (token) => set({ token }),
      clearToken: () => set({ token: '' }),
      setUser: (user) => set({ user }),
      updateUser: ({ name, photo, email }) => set((state) => (state.user ? { user: { ...state.user, name, photo, email } } : state)),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

/** Stores a fresh sign-in (sign-in, verify, first admin). */
export function startSession({ token, user }: { token: string; user: User }): void {
  useSession.setState({ token, user });
}

/** True when a token is stored. */
export function hasToken(): boolean {
  return useSession.getState().token !== '';
}
