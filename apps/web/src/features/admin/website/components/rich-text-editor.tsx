import { EditorContent, useEditor, type EditorOptions } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import clsx from 'clsx';
import { Unlink } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { useWatch } from 'react-hook-form';
import { Input } from '@/components/text-field';
import { RICH_TEXT_CLASSES } from '@/components/rich-text';
import { RichTextToolbar } from '@/components/rich-text-toolbar';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { errorAt } from '../nested-errors';
import { fieldId } from '../item-ids';
import type { WebsiteEditor } from '../use-website-editor';

/*
 * The rich text editor of the legal pages, on TipTap: bold, italic, two heading levels, bullet and
 * numbered lists, links, undo/redo and clear formatting. TipTap's schema only keeps what these
 * extensions know (no scripts, images or event handlers can exist in the document), and the HTML
 * is still sanitized with DOMPurify on load, on paste and on save. This module is imported only by
 * the terms and privacy routes, so TipTap stays in their lazy chunk.
 */

const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];

/**
 * The link to store for what the admin typed, or null when it is not an http(s) or mailto link
 * (javascript:, data: and anything else are refused). A bare "example.com" becomes https://.
 */
function safeLink(input: string): string | null {
  const text = input.trim();
  // Browsers drop whitespace and control characters inside URLs ("java\tscript:"): refuse them.
  if (!text || /[\s\p{Cc}]/u.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (!LINK_PROTOCOLS.includes(url.protocol)) return null;
  if (url.protocol === 'mailto:' ? !/^[^@]+@[^@]+$/.test(url.pathname) : !url.hostname) return null;
  return withScheme;
}

/**
 * For TipTap, which asks about every href (set, pasted, loaded) and about the raw text autolink finds
 * ("example.com", "ann@example.com", linked as https:// and mailto:): anything with a scheme other
 * than http, https or mailto is refused, so a javascript: link can never enter the document.
 */
const isAllowedHref = (href: string | undefined) => safeLink(href ?? '') !== null;

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // The saved HTML keeps none of these (see sanitize-html.ts), so they are not offered.
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      // http, https and mailto are linkify's own schemes; isAllowedHref narrows TipTap's wider default list to them.
      protocols: [],
      isAllowedUri: (url) => isAllowedHref(url),
      // target/rel are dropped by the sanitizer anyway; leaving them out keeps draft and saved HTML alike.
      HTMLAttributes: { target: null, rel: null },
    },
  }),
];

type LinkForm = { url: string; error: string; editing: boolean };

export function RichTextEditor({ editor: form, path, label, hint }: { editor: WebsiteEditor; path: string; label: string; hint?: string }) {
  const raw: unknown = useWatch({ control: form.form.control, name: path });
  const value = typeof raw === 'string' ? raw : '';
  const id = fieldId(form.key, path);
  const labelId = useId();
  const linkInputId = useId();
  const lastEmitted = useRef(value);
  const [link, setLink] = useState<LinkForm | null>(null);
  const openLinkRef = useRef<() => void>(() => undefined);
  const error = errorAt(form.errors, path);
  const describedBy = clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined;

  // Stable unless the accessible attributes change, so TipTap only updates its props then.
  const editorProps = useMemo<EditorOptions['editorProps']>(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        spellcheck: 'true',
        class: clsx(RICH_TEXT_CLASSES, 'max-h-[65vh] min-h-80 overflow-y-auto px-5 py-4 text-base focus:outline-none'),
      },
      transformPastedHTML: sanitizeHtml,
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    }),
    [id, labelId, describedBy, error],
  );

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: sanitizeHtml(value),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: tiptap }) => {
      const html = tiptap.getHTML();
      lastEmitted.current = html;
      form.form.setValue(path, html, { shouldDirty: true });
    },
  });

  // Content from outside (first load, after a save or a discard) replaces the document, cleaned,
  // without marking the form as changed and without an undo step back to the old text.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.chain().setMeta('addToHistory', false).setContent(sanitizeHtml(value), { emitUpdate: false }).run();
  }, [editor, value]);

  const openLink = () => {
    const href: unknown = editor.getAttributes('link').href;
    setLink({ url: typeof href === 'string' ? href : 'https://', error: '', editing: editor.isActive('link') });
  };
  openLinkRef.current = openLink;

  const closeLink = () => {
    setLink(null);
    editor.commands.focus();
  };

  const applyLink = () => {
    if (!link) return;
    const href = safeLink(link.url);
    if (!href) {
      setLink({ ...link, error: 'Use a web address (https://…) or an email link (mailto:…).' });
      return;
    }
    const chain = editor.chain().focus();
    if (link.editing) chain.extendMarkRange('link').setLink({ href });
    else if (editor.state.selection.empty) {
      chain.insertContent({ type: 'text', text: href.replace(/^mailto:/i, ''), marks: [{ type: 'link', attrs: { href } }] });
    } else chain.setLink({ href });
    chain.run();
    setLink(null);
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLink(null);
  };

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
        <RichTextToolbar editor={editor} label={label} controls={id} onLink={openLink} />
        {link ? (
          <LinkFields inputId={linkInputId} link={link} onChange={setLink} onApply={applyLink} onRemove={removeLink} onCancel={closeLink} />
        ) : null}
        <EditorContent editor={editor} />
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

/**
 * The small inline form that asks for a link's address: Enter applies, Escape or Cancel goes back to
 * the text. Not a <form>: the editor already sits inside the section's form, and forms cannot nest.
 */
function LinkFields({
  inputId,
  link,
  onChange,
  onApply,
  onRemove,
  onCancel,
}: {
  inputId: string;
  link: LinkForm;
  onChange: (link: LinkForm) => void;
  onApply: () => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  // The address field takes focus when the form opens, as the link button's next step.
  const urlRef = useRef<HTMLInputElement>(null);
  useEffect(() => urlRef.current?.focus(), []);
  return (
    <div role="group" aria-label="Link" className="flex flex-wrap items-end gap-2 border-b-2 border-slate-200 bg-brand-50 p-3">
      <div className="min-w-56 flex-1 space-y-1">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
          Link address
        </label>
        <Input
          id={inputId}
          ref={urlRef}
          inputMode="url"
          value={link.url}
          invalid={Boolean(link.error)}
          aria-describedby={link.error ? `${inputId}-error` : undefined}
          onChange={(event) => onChange({ ...link, url: event.target.value, error: '' })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            } else if (event.key === 'Enter') {
              // Enter would submit the section's form (and save); here it applies the link.
              event.preventDefault();
              onApply();
            }
          }}
        />
        {link.error ? (
          <p id={`${inputId}-error`} className="text-sm font-semibold text-red-700">
            {link.error}
          </p>
        ) : null}
      </div>
      <Button size="sm" onClick={onApply}>
        {link.editing ? 'Update link' : 'Add link'}
      </Button>
      {link.editing ? (
        <Button variant="ghost" size="sm" icon={<Unlink className="size-4" aria-hidden="true" />} onClick={onRemove}>
          Remove link
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
