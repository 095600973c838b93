import clsx from 'clsx';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input with optional hint and error text (the textarea twin of Field). */
export function TextareaField({ label, error, hint, id, className, rows = 3, ...rest }: TextareaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = clsx(hint && `${inputId}-hint`, error && `${inputId}-error`) || undefined;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'block w-full rounded-xl border-2 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500',
          'transition-colors focus:border-brand-600 focus-visible:outline-offset-1',
          error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400',
        )}
        {...rest}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
