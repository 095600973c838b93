import type { User } from '@crayonbox/contract';
import { confirm } from '@/stores/confirm';
import { notify } from '@/stores/notifications';
import { toggleUserBlocked } from './api';

export const BLOCK_USER_QUESTION = 'Block this user? They are signed out and cannot sign in until you unblock them.';

/**
 * Blocks or unblocks a user (SPEC section 4): blocking asks for confirmation first, unblocking
 * does not. Resolves with the changed user, or null when the admin said no or the call failed
 * (the api helper has shown why).
 */
export async function toggleBlockedWithConfirm(user: Pick<User, 'id' | 'blocked'>): Promise<User | null> {
  if (!user.blocked && !(await confirm(BLOCK_USER_QUESTION))) return null;
  const updated = await toggleUserBlocked(user.id);
  if (updated) notify.success(updated.blocked ? 'User has been blocked' : 'User has been unblocked');
  return updated;
}
