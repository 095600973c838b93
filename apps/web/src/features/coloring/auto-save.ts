import type { EngineState } from '@crayonbox/canvas';

/** What the automatic save looks at: the engine's history and the page as the screen knows it. */
export interface AutoSaveInput {
  readonly state: Pick<EngineState, 'snapshotCount' | 'isSaved' | 'isDrawing'>;
  readonly page: { readonly is_colored: boolean; readonly is_owner: boolean };
  /** Whether this screen already tried its automatic save. */
  readonly attempted: boolean;
}

/**
 * The automatic save of SPEC section 4: "when there is exactly one snapshot, the page is not yet
 * colored and the user is not its owner, a save happens automatically". The original app's
 * snapshot list starts empty and gains its first snapshot with the first stroke; the engine's
 * history starts with the loaded page as state one, so "exactly one snapshot" is the engine's
 * second state: right after the first finished stroke or fill. That first save takes the
 * public_page credit, which is what gates coloring someone else's page. It happens once per
 * screen, so a refused or failed one is not retried behind the user's back.
 */
export function shouldAutoSave({ state, page, attempted }: AutoSaveInput): boolean {
  if (attempted || page.is_colored || page.is_owner) return false;
  return !state.isDrawing && !state.isSaved && state.snapshotCount === 2;
}
