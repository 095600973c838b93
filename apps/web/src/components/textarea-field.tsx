import clsx from 'clsx';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlBorder, FieldShell, useFieldIds } from './field-shell';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Beside the label, e.g. a button that fills the field in. */
  labelAside?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with optional hint and error text (takes `register(name)` as props). */
export function TextareaField({ label, error, hint, labelAside, id, className, rows = 3, ...rest }: TextareaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...ids} label={label} labelAside={labelAside} hint={hint} error={error} className={className}>
      <textarea
        id={ids.inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={clsx(
          'block w-full rounded-xl border-2 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500',
          'transition-colors focus:border-brand-600 focus-visible:outline-offset-1 disabled:bg-slate-50',
          controlBorder(Boolean(error)),
        )}
        {...rest}
      />
    </FieldShell>
  );
}
