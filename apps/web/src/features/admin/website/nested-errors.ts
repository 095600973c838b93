import type { FieldErrors } from 'react-hook-form';

const isError = (value: unknown): value is { message?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/**
 * Every message of react-hook-form's nested errors as [path, message], in the form's order:
 * "list.1.title", and "list.root" for a list as a whole.
 */
export function flattenErrors(errors: FieldErrors, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || value === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isError(value) && typeof value.message === 'string' && value.message) out.push([path, value.message]);
    if (typeof value === 'object' && value !== null) out.push(...flattenErrors(value as FieldErrors, path));
  }
  return out;
}

/** The message at `path` of the nested errors ("list.2.title"), if any. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let current: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return isError(current) && typeof current.message === 'string' ? current.message : undefined;
}
