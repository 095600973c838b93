import type { User } from '@crayonbox/contract';
import { createContext } from 'react-router';

/**
 * The signed-in user, for loaders below the guarded layout: `context.get(currentUserContext)`.
 * The guard (app/guard.ts) sets it; features read it from here, never from the app shell.
 */
export const currentUserContext = createContext<User | null>(null);
