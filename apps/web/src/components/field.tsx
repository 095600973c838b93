import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={clsx(
        'block min-h-11 w-full rounded-xl border-2 bg-white px-3.5 text-base text-ink placeholder:text-slate-500',
        'transition-colors focus:border-brand-600 focus-visible:outline-offset-1',
        invalid ? 'border-red-600' : 'border-slate-300 hover:border-slate-400',
        'disabled:bg-slate-100 disabled:text-slate-500',
        className,
      )}
      {...rest}
    />
  );
}

export interface FieldProps extends Omit<InputProps, 'invalid'> {
  label: string;
  /** Error text under the input; marks the input invalid and is announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with optional hint and error text. */
export function Field({ label, error, hint, id, className, ...rest }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <Input id={inputId} invalid={Boolean(error)} aria-describedby={describedBy} {...rest} />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message at the top of a form (e.g. wrong credentials). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
      {children}
    </div>
  );
}
