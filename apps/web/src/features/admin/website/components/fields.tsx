import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { SwitchField } from '@/components/switch-field';
import { errorAt } from '../nested-errors';
import { fieldId } from '../item-ids';
import type { WebsiteEditor } from '../use-website-editor';

/**
 * What a field of the kit (TextField, TextareaField, SelectField) needs to edit `path` of the
 * section: react-hook-form's registration, the id the error summary links to, and its error.
 */
export function bindField(editor: WebsiteEditor, path: string) {
  return { id: fieldId(editor.key, path), error: errorAt(editor.errors, path), ...editor.form.register(path) };
}

/** An on/off switch bound to a boolean of the section. */
export function PathSwitch({
  editor,
  path,
  label,
  hint,
  onText,
  offText,
}: {
  editor: WebsiteEditor;
  path: string;
  label: string;
  hint?: ReactNode;
  onText?: string;
  offText?: string;
}) {
  return (
    <Controller
      control={editor.form.control}
      name={path}
      render={({ field }) => (
        <SwitchField
          id={fieldId(editor.key, path)}
          ref={field.ref}
          label={label}
          hint={hint}
          checked={field.value === true}
          onChange={field.onChange}
          onText={onText}
          offText={offText}
        />
      )}
    />
  );
}

/** The visibility switch every section starts with. */
export function VisibilitySwitch({ editor, what = 'section' }: { editor: WebsiteEditor; what?: 'section' | 'page' }) {
  return (
    <PathSwitch
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
