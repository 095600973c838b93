import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import clsx from 'clsx';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Redo2,
  RemoveFormatting,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';

type Tool = 'bold' | 'italic' | 'h2' | 'h3' | 'ul' | 'ol' | 'link' | 'undo' | 'redo' | 'clear';

/** `toggles`: the button shows whether its format is on (aria-pressed); `gap`: starts a new group. */
const TOOLS: { tool: Tool; label: string; icon: LucideIcon; shortcut?: string; toggles: boolean; gap?: boolean }[] = [
  { tool: 'bold', label: 'Bold', icon: Bold, shortcut: 'Control+B', toggles: true },
  { tool: 'italic', label: 'Italic', icon: Italic, shortcut: 'Control+I', toggles: true },
  { tool: 'h2', label: 'Heading', icon: Heading2, toggles: true },
  { tool: 'h3', label: 'Subheading', icon: Heading3, toggles: true },
  { tool: 'ul', label: 'Bullet list', icon: List, toggles: true },
  { tool: 'ol', label: 'Numbered list', icon: ListOrdered, toggles: true },
  { tool: 'link', label: 'Link', icon: LinkIcon, shortcut: 'Control+K', toggles: true, gap: true },
  { tool: 'undo', label: 'Undo', icon: Undo2, shortcut: 'Control+Z', toggles: false, gap: true },
  { tool: 'redo', label: 'Redo', icon: Redo2, shortcut: 'Control+Shift+Z', toggles: false },
  { tool: 'clear', label: 'Clear formatting', icon: RemoveFormatting, toggles: false, gap: true },
];

/** What the buttons show, read from the editor on every transaction (only this toolbar re-renders). */
function readState({ editor }: { editor: Editor }): Record<Tool, boolean> & { canUndo: boolean; canRedo: boolean } {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    ul: editor.isActive('bulletList'),
    ol: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    undo: false,
    redo: false,
    clear: false,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/**
 * The formatting toolbar of a TipTap editor: one tab stop, arrow keys (Home/End) move between
 * the buttons (the WAI-ARIA toolbar pattern). `onLink` opens the caller's link form.
 */
export function RichTextToolbar({
  editor,
  label,
  controls,
  onLink,
}: {
  editor: Editor;
  label: string;
  controls: string;
  onLink: () => void;
}) {
  const state = useEditorState({ editor, selector: readState });
  const bar = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);

  const run = (tool: Tool) => {
    const chain = editor.chain().focus();
    if (tool === 'bold') chain.toggleBold().run();
    else if (tool === 'italic') chain.toggleItalic().run();
    else if (tool === 'h2') chain.toggleHeading({ level: 2 }).run();
    else if (tool === 'h3') chain.toggleHeading({ level: 3 }).run();
    else if (tool === 'ul') chain.toggleBulletList().run();
    else if (tool === 'ol') chain.toggleOrderedList().run();
    else if (tool === 'undo') chain.undo().run();
    else if (tool === 'redo') chain.redo().run();
    else if (tool === 'clear') chain.unsetAllMarks().clearNodes().run();
    else onLink();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = TOOLS.length - 1;
    const next = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setFocusIndex(index);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 border-b-2 border-slate-200 bg-slate-50 p-1.5"
    >
      {TOOLS.map(({ tool, label: name, icon: Icon, shortcut, toggles, gap }, index) => {
        const pressed = toggles && state[tool];
        // aria-disabled (not disabled) keeps Undo/Redo reachable with the arrow keys.
        const unavailable = (tool === 'undo' && !state.canUndo) || (tool === 'redo' && !state.canRedo);
        return (
          <button
            key={tool}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            title={shortcut ? `${name} (${shortcut.replace('Control', 'Ctrl')})` : name}
            aria-label={name}
            aria-pressed={toggles ? pressed : undefined}
            aria-disabled={unavailable || undefined}
            aria-keyshortcuts={shortcut}
            // Keep the selection in the text while clicking a button.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={() => (unavailable ? undefined : run(tool))}
            className={clsx(
              'inline-flex size-10 items-center justify-center rounded-lg text-ink transition-colors',
              pressed ? 'bg-brand-700 text-white hover:bg-brand-800' : 'hover:bg-brand-100',
              unavailable && 'cursor-not-allowed opacity-40 hover:bg-transparent',
              gap && 'ml-2',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
