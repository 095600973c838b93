import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** The ids a field's label, hint and error hang on; `id` wins over a generated one (error summaries link to it). */
export function useFieldIds(id: string | undefined, hint: unknown, error: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return { inputId, hintId, errorId, describedBy: clsx(hint ? hintId : null, error ? errorId : null) || undefined };
}

/**
 * What every field of the kit shares: the label above, the hint and the error under the control.
 * The control itself gets `aria-invalid` and `aria-describedby` from its field, so the error is
 * read out with it.
 */
export function FieldShell({
  inputId,
  label,
  hint,
  hintId,
  error,
  errorId,
  className,
  labelAside,
  children,
}: {
  inputId: string;
  label: ReactNode;
  /** Beside the label, e.g. a button that fills the field in. */
  labelAside?: ReactNode;
  hint?: ReactNode;
  hintId: string;
  error?: string | undefined;
  errorId: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  const labelElement = (
    <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
      {label}
    </label>
  );
  return (
    <div className={clsx('space-y-1.5', className)}>
      {labelAside ? (
        <div className="flex flex-wrap items-end justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** The red sentence under a field. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-semibold text-red-700">
      {children}
    </p>
  );
}

/** The border of a text control: red when invalid. */
export const controlBorder = (invalid: boolean) => (invalid ? 'border-red-600' : 'border-slate-300 hover:border-slate-400');

/** A message at the top of a form (e.g. wrong credentials, an expired link). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
      {children}
    </div>
  );
}
