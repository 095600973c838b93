import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { Field } from '@/components/field';
import { fieldId, getAt } from '../paths';
import type { WebsiteEditor } from '../use-website-editor';

interface Bound {
  editor: WebsiteEditor;
  /** Dotted path inside the section ("subheading", "list.2.title"). */
  path: string;
  label: string;
  hint?: ReactNode;
}

const textOf = (editor: WebsiteEditor, path: string) => {
  const value = getAt(editor.draft, path);
  return typeof value === 'string' ? value : '';
};

/** A one-line text field bound to the section. */
export function TextInput({
  editor,
  path,
  label,
  hint,
  maxLength,
  type = 'text',
  placeholder,
  inputMode,
}: Bound & { maxLength?: number; type?: string; placeholder?: string; inputMode?: 'url' | 'email' | 'tel' | 'text' }) {
  return (
    <Field
      id={fieldId(editor.key, path)}
      label={label}
      hint={hint}
      type={type}
      inputMode={inputMode}
      placeholder={placeholder}
      maxLength={maxLength}
      value={textOf(editor, path)}
      error={editor.errors[path]}
      onChange={(event) => editor.set(path, event.target.value)}
    />
  );
}

/** A multi-line text field bound to the section. */
export function TextArea({ editor, path, label, hint, maxLength, rows = 3 }: Bound & { maxLength?: number; rows?: number }) {
  const id = fieldId(editor.key, path);
  const error = editor.errors[path];
  const describedBy = clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={textOf(editor, path)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => editor.set(path, event.target.value)}
        className={clsx(
          'block w-full rounded-xl border-2 bg-white px-3.5 py-2.5 text-base text-ink transition-colors placeholder:text-slate-500 focus:border-brand-600',
          error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400',
        )}
      />
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

/** A native select bound to the section. */
export function SelectInput({ editor, path, label, hint, options }: Bound & { options: { value: string; label: string }[] }) {
  const id = fieldId(editor.key, path);
  const error = editor.errors[path];
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={textOf(editor, path)}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined}
        onChange={(event) => editor.set(path, event.target.value)}
        className={clsx(
          'block min-h-11 w-full rounded-xl border-2 bg-white px-3 text-base text-ink focus:border-brand-600',
          error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400',
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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

/** An on/off switch (role="switch") bound to a boolean of the section. */
export function Switch({ editor, path, label, hint, onText = 'On', offText = 'Off' }: Bound & { onText?: string; offText?: string }) {
  const id = fieldId(editor.key, path);
  const labelId = useId();
  const checked = getAt(editor.draft, path) === true;
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <p id={labelId} className="font-bold text-ink">
          {label}
        </p>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span aria-hidden="true" className={clsx('text-sm font-bold', checked ? 'text-green-800' : 'text-ink-muted')}>
          {checked ? onText : offText}
        </span>
        <button
          type="button"
          role="switch"
          id={id}
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onClick={() => editor.set(path, !checked)}
          className={clsx(
            'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors',
            checked ? 'border-green-700 bg-green-600' : 'border-slate-400 bg-slate-200',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'inline-block size-6 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-6' : 'translate-x-0.5',
            )}
          />
        </button>
      </div>
    </div>
  );
}

/** The visibility switch every section starts with. */
export function VisibilitySwitch({ editor, what = 'section' }: { editor: WebsiteEditor; what?: 'section' | 'page' }) {
  return (
    <Switch
      editor={editor}
      path="visibility"
      label={what === 'page' ? 'Show this page' : 'Show this section on the landing page'}
      hint={
        what === 'page'
          ? 'When off, the page answers "not found" and the footer does not link to it.'
          : 'When off, visitors do not see this section.'
      }
      onText="Shown"
      offText="Hidden"
    />
  );
}

/** A titled card that groups fields. */
export function FormCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={clsx('rounded-3xl border-2 border-brand-100 bg-white p-5 sm:p-6', className)}>
      <h2 id={titleId} className="text-lg font-extrabold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
