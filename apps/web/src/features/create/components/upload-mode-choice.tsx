import type { UploadKind, UploadMode } from '@crayonbox/contract';
import { Image as ImageIcon, ScanLine, Sparkles } from 'lucide-react';
import { ChoiceCards, type Choice } from './choice-cards';

const KEEP: Choice<UploadMode> = {
  value: 'keep',
  label: 'Keep the lines',
  text: 'Best for drawings and printed pages: we clean up the lines you have.',
  icon: ImageIcon,
};
const TRACE: Choice<UploadMode> = {
  value: 'trace',
  label: 'Trace the outlines',
  text: 'Best for photos: we trace the outlines here, and the preview shows the page.',
  icon: ScanLine,
};
// Beside the AI, the on-device tracing is named for where it happens.
const TRACED_HERE: Choice<UploadMode> = { ...TRACE, label: 'Traced here' };
const AI: Choice<UploadMode> = {
  value: 'ai',
  label: 'Drawn by AI',
  text: 'Best for photos: an AI artist redraws it as a coloring page when you create it (up to a minute).',
  icon: Sparkles,
};

const DETECTED: Record<UploadKind, string> = {
  drawing: 'This looks like a drawing: we keep its lines.',
  snapshot: 'This looks like a photo of a printed page: we keep its lines.',
  photo: 'This looks like a photo: we trace it here.',
};

/** The mode a picture gets until the user chooses: the server's default, never the AI (it is asked for). */
export function modeFor(detected: UploadKind | null): UploadMode {
  return detected === 'photo' ? 'trace' : 'keep';
}

/**
 * How an upload becomes a page: keep its lines, trace it here, or (when the server has an AI key)
 * have the AI redraw it. Says what the picture looks like until the user makes a choice.
 */
export function UploadModeChoice({
  value,
  onChange,
  aiAvailable,
  detected,
  chosen,
}: {
  value: UploadMode;
  onChange: (mode: UploadMode) => void;
  aiAvailable: boolean;
  detected: UploadKind | null;
  /** True once the user picked a mode: the note about the detected kind then goes. */
  chosen: boolean;
}) {
  const choices = aiAvailable ? [KEEP, TRACED_HERE, AI] : [KEEP, TRACE];
  return (
    <div className="space-y-2">
      <ChoiceCards legend="How should we use it?" name="mode" choices={choices} value={value} onChange={onChange} />
      {detected && !chosen ? (
        <p className="text-sm text-ink-muted">
          {DETECTED[detected]} You can still choose{aiAvailable && detected === 'photo' ? ', or have it drawn by AI' : ''}.
        </p>
      ) : null}
    </div>
  );
}
