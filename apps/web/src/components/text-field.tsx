import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlBorder, FieldShell, useFieldIds } from './field-shell';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The styled one-line input, for the rare control that is not a labelled field (the link box of the rich text editor). */
export function Input({ invalid = false, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={clsx(
        'block min-h-11 w-full rounded-xl border-2 bg-white px-3.5 text-base text-ink placeholder:text-slate-500',
        'transition-colors focus:border-brand-600 focus-visible:outline-offset-1',
        controlBorder(invalid),
        'disabled:bg-slate-100 disabled:text-slate-500',
        className,
      )}
      {...rest}
    />
  );
}

export interface TextFieldProps extends Omit<InputProps, 'invalid'> {
  label: ReactNode;
  /** Error text under the input; marks the input invalid and is announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * A labelled input with optional hint and error text. Takes react-hook-form's `register(name)`
 * as props (name, onChange, onBlur, ref).
 */
export function TextField({ label, error, hint, id, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...ids} label={label} hint={hint} error={error} className={className}>
      <Input id={ids.inputId} invalid={Boolean(error)} aria-describedby={ids.describedBy} {...rest} />
    </FieldShell>
  );
}
