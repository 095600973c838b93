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
  Unlink,
  type LucideIcon,
} from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/field';
import { RICH_TEXT_CLASSES } from '@/components/rich-text';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { fieldId, getAt } from '../paths';
import type { WebsiteEditor } from '../use-website-editor';

/*
 * A small rich text editor on a contentEditable area with document.execCommand: bold, italic, two
 * heading levels, bullet and numbered lists, links, undo/redo and clear formatting. It is a
 * stop-gap until TipTap (@tiptap/react + @tiptap/starter-kit) can be installed: execCommand is
 * deprecated, though every browser still supports it. Whatever it produces is sanitized with
 * DOMPurify on load, on paste and on save.
 */

type Command = 'bold' | 'italic' | 'h2' | 'h3' | 'ul' | 'ol' | 'link' | 'undo' | 'redo' | 'clear';

const TOOLS: { command: Command; label: string; icon: LucideIcon; shortcut?: string; toggles: boolean }[] = [
  { command: 'bold', label: 'Bold', icon: Bold, shortcut: 'Control+B', toggles: true },
  { command: 'italic', label: 'Italic', icon: Italic, shortcut: 'Control+I', toggles: true },
  { command: 'h2', label: 'Heading', icon: Heading2, toggles: true },
  { command: 'h3', label: 'Subheading', icon: Heading3, toggles: true },
  { command: 'ul', label: 'Bullet list', icon: List, toggles: true },
  { command: 'ol', label: 'Numbered list', icon: ListOrdered, toggles: true },
  { command: 'link', label: 'Link', icon: LinkIcon, shortcut: 'Control+K', toggles: true },
  { command: 'undo', label: 'Undo', icon: Undo2, shortcut: 'Control+Z', toggles: false },
  { command: 'redo', label: 'Redo', icon: Redo2, shortcut: 'Control+Shift+Z', toggles: false },
  { command: 'clear', label: 'Clear formatting', icon: RemoveFormatting, toggles: false },
];

const SAFE_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()./-]{3,}|\/(?!\/)[^\s]*|#[\w-]+)$/i;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function exec(command: string, value?: string) {
  document.execCommand(command, false, value);
}

function queryState(command: string): boolean {
  try {
    return document.queryCommandState(command);
  } catch {
    return false;
  }
}

function currentBlock(): string {
  try {
    return document.queryCommandValue('formatBlock').toLowerCase();
  } catch {
    return '';
  }
}

/** The <a> around the selection, if any, inside `root`. */
function anchorAround(root: HTMLElement | null): HTMLAnchorElement | null {
  const node = window.getSelection()?.anchorNode ?? null;
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const anchor = element?.closest('a');
  return anchor && root?.contains(anchor) ? anchor : null;
}

export function RichTextEditor({ editor, path, label, hint }: { editor: WebsiteEditor; path: string; label: string; hint?: string }) {
  const raw = getAt(editor.draft, path);
  const value = typeof raw === 'string' ? raw : '';
  const id = fieldId(editor.key, path);
  const labelId = useId();
  const linkInputId = useId();
  const area = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [active, setActive] = useState<Partial<Record<Command, boolean>>>({});
  const [link, setLink] = useState<{ url: string; error: string; editing: boolean } | null>(null);
  const error = editor.errors[path];

  // Content from outside (first load, after a save or a discard) replaces the editable area, cleaned.
  useLayoutEffect(() => {
    if (!area.current || value === lastEmitted.current) return;
    area.current.innerHTML = sanitizeHtml(value);
    lastEmitted.current = value;
  }, [value]);

  const refresh = useCallback(() => {
    const root = area.current;
    const selection = window.getSelection();
    if (!root || !selection?.anchorNode || !root.contains(selection.anchorNode)) return;
    const block = currentBlock();
    setActive({
      bold: queryState('bold'),
      italic: queryState('italic'),
      ul: queryState('insertUnorderedList'),
      ol: queryState('insertOrderedList'),
      h2: block === 'h2',
      h3: block === 'h3',
      link: anchorAround(root) !== null,
    });
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refresh);
    return () => document.removeEventListener('selectionchange', refresh);
  }, [refresh]);

  const emit = () => {
    const html = area.current?.innerHTML ?? '';
    lastEmitted.current = html;
    editor.set(path, html);
    refresh();
  };

  const rememberSelection = () => {
    const selection = window.getSelection();
    if (selection?.rangeCount && area.current?.contains(selection.anchorNode)) savedRange.current = selection.getRangeAt(0).cloneRange();
  };

  /** Puts the focus (and the remembered selection) back in the editable area before a command. */
  const restoreSelection = () => {
    area.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection && !area.current?.contains(selection.anchorNode)) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  };

  const openLink = () => {
    rememberSelection();
    const anchor = anchorAround(area.current);
    setLink({ url: anchor?.getAttribute('href') ?? 'https://', error: '', editing: anchor !== null });
  };

  const run = (command: Command) => {
    if (command === 'link') return openLink();
    restoreSelection();
    exec('defaultParagraphSeparator', 'p');
    const block = currentBlock();
    if (command === 'bold' || command === 'italic' || command === 'undo' || command === 'redo') exec(command);
    else if (command === 'h2' || command === 'h3') exec('formatBlock', block === command ? '<p>' : `<${command}>`);
    else if (command === 'ul') exec('insertUnorderedList');
    else if (command === 'ol') exec('insertOrderedList');
    else if (command === 'clear') {
      exec('removeFormat');
      exec('unlink');
      if (block.startsWith('h')) exec('formatBlock', '<p>');
    }
    emit();
  };

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    if (!link) return;
    const url = link.url.trim();
    if (!SAFE_LINK.test(url)) {
      setLink({ ...link, error: 'Use a link that starts with https://, mailto:, tel:, / or #.' });
      return;
    }
    restoreSelection();
    const anchor = anchorAround(area.current);
    const selection = window.getSelection();
    if (anchor) anchor.setAttribute('href', url);
    else if (selection && !selection.isCollapsed) exec('createLink', url);
    else exec('insertHTML', `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    setLink(null);
    emit();
  };

  const removeLink = () => {
    restoreSelection();
    const anchor = anchorAround(area.current);
    if (anchor) {
      const range = document.createRange();
      range.selectNodeContents(anchor);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      exec('unlink');
    }
    setLink(null);
    emit();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    if (html) exec('insertHTML', sanitizeHtml(html));
    else exec('insertText', event.clipboardData.getData('text/plain'));
    emit();
  };

  const onEditorKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };

  // Toolbar keyboard pattern: one tab stop, arrow keys move between the buttons.
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = TOOLS.length - 1;
    const next = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setFocusIndex(index);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  const describedBy = clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined;

  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </p>
      <div
        className={clsx(
          'overflow-hidden rounded-2xl border-2 bg-white',
          error ? 'border-red-600' : 'border-slate-300 focus-within:border-brand-600',
        )}
      >
        <div
          ref={toolbar}
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={id}
          onKeyDown={onToolbarKey}
          className="flex flex-wrap gap-1 border-b-2 border-slate-200 bg-slate-50 p-1.5"
        >
          {TOOLS.map((tool, index) => {
            const Icon = tool.icon;
            return (
              <button
                key={tool.command}
                type="button"
                tabIndex={index === focusIndex ? 0 : -1}
                title={tool.shortcut ? `${tool.label} (${tool.shortcut.replace('Control', 'Ctrl')})` : tool.label}
                aria-label={tool.label}
                aria-pressed={tool.toggles ? Boolean(active[tool.command]) : undefined}
                aria-keyshortcuts={tool.shortcut}
                // Keep the selection in the text while clicking a button.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setFocusIndex(index)}
                onClick={() => run(tool.command)}
                className={clsx(
                  'inline-flex size-10 items-center justify-center rounded-lg text-ink transition-colors hover:bg-brand-100',
                  active[tool.command] && 'bg-brand-700 text-white hover:bg-brand-800',
                  (index === 6 || index === 7 || index === 9) && 'ml-2',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </button>
            );
          })}
        </div>
        {link ? (
          <form onSubmit={applyLink} className="flex flex-wrap items-end gap-2 border-b-2 border-slate-200 bg-brand-50 p-3">
            <div className="min-w-56 flex-1 space-y-1">
              <label htmlFor={linkInputId} className="block text-sm font-semibold text-ink">
                Link address
              </label>
              <Input
                id={linkInputId}
                autoFocus
                inputMode="url"
                value={link.url}
                invalid={Boolean(link.error)}
                aria-describedby={link.error ? `${linkInputId}-error` : undefined}
                onChange={(event) => setLink({ ...link, url: event.target.value, error: '' })}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    event.preventDefault();
                    setLink(null);
                    restoreSelection();
                  }
                }}
              />
              {link.error ? (
                <p id={`${linkInputId}-error`} className="text-sm font-semibold text-red-700">
                  {link.error}
                </p>
              ) : null}
            </div>
            <Button type="submit" size="sm">
              {link.editing ? 'Update link' : 'Add link'}
            </Button>
            {link.editing ? (
              <Button variant="ghost" size="sm" icon={<Unlink className="size-4" aria-hidden="true" />} onClick={removeLink}>
                Remove link
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setLink(null);
                restoreSelection();
              }}
            >
              Cancel
            </Button>
          </form>
        ) : null}
        <div
          ref={area}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          spellCheck
          onInput={emit}
          onBlur={rememberSelection}
          onKeyUp={rememberSelection}
          onMouseUp={rememberSelection}
          onKeyDown={onEditorKey}
          onPaste={onPaste}
          onDrop={(event) => event.preventDefault()}
          className={clsx(RICH_TEXT_CLASSES, 'max-h-[65vh] min-h-80 overflow-y-auto px-5 py-4 text-base focus:outline-none')}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
