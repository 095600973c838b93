import type { Setting } from '@crayonbox/contract';
import { apiOrThrow } from '@/lib/api';
import { useSettings } from '@/stores/settings';

/**
 * Loads the public settings once at start. A failure keeps the defaults quietly: the settings
 * are cosmetic, and the screen's own calls report an unreachable server.
 */
export async function loadSettings(): Promise<void> {
  try {
    const list = await apiOrThrow.get<Setting[]>('/settings/list');
    useSettings.getState().applyList(Array.isArray(list) ? list : []);
  } catch {
    useSettings.setState({ loaded: true });
  }
}
