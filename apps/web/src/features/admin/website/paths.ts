/** Small helpers to read and replace a value deep inside plain JSON by a dotted path ("list.2.title"). */

type Json = unknown;

export function getAt(value: Json, path: string): Json {
  if (!path) return value;
  let current: Json = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, Json>)[key];
  }
  return current;
}

/** A copy of `value` with `next` at `path` (only the objects on the path are copied). */
export function setAt<T>(value: T, path: string, next: Json): T {
  if (!path) return next as T;
  const [head = '', ...rest] = path.split('.');
  const container = value as unknown as Record<string, Json> | Json[];
  const child = setAt((container as Record<string, Json>)[head], rest.join('.'), next);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(head)] = child;
    return copy as unknown as T;
  }
  return { ...(container as Record<string, Json>), [head]: child } as T;
}

/** The id of the input that edits `path` of a section, so error messages can point at it. */
export const fieldId = (section: string, path: string) => `website-${section}-${path.replace(/\./g, '-')}`;

/** A fresh list item id that passes the contract's id rule. */
export const newItemId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
