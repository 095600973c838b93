import { ApiError, FALLBACK_ERROR_MESSAGE } from './api';

export interface ServerErrorOptions {
  /** The field a 409 (e.g. "This email is taken") belongs to. */
  conflictField?: string;
  /** A server path as a path of this form ("value.landing.home.x" → "x"), or null when the form has no such field. */
  toField?: (path: string) => string | null;
  /** Focus the first field with an error (default true). */
  focus?: boolean;
}

/** The parts of react-hook-form's useForm() the helper uses (any form's return value fits). */
export interface ErrorTarget {
  getValues(): unknown;
  setError(name: string, error: { type: string; message: string }): void;
  setFocus(name: string): void;
}

export interface ServerErrorOutcome {
  /** The paths of the form that got an error, first one first. */
  placed: string[];
  /** Messages about values the form has no field for (a mail link's token): shown above the form. */
  unplaced: string[];
}

const isContainer = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The part of `path` that is a field of `values`: "tags.0" on a tags text box is "tags"; a
 * list as a whole is its "root" (where react-hook-form keeps a field array's own error).
 */
function fieldPath(values: unknown, path: string): string | null {
  const taken: string[] = [];
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (!isContainer(current) || !(segment in current)) break;
    taken.push(segment);
    current = current[segment];
  }
  if (!taken.length) return null;
  return Array.isArray(current) ? `${taken.join('.')}.root` : taken.join('.');
}

/** Every leaf path of the values, in the order the form declares them (its fields' order). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (!isContainer(value)) return [prefix];
  const entries = Object.entries(value);
  if (!entries.length) return [prefix];
  return entries.flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * Puts the field errors of a refused call on the form's fields with `setError`: a 422's `errors`
 * (keyed by field path, CONTRACT.md), and a 409 on `conflictField`. The first field in the form's
 * order gets the focus. Errors about values the form has no field for come back as `unplaced`.
 */
export function applyServerErrors(
  form: ErrorTarget,
  error: unknown,
  { conflictField, toField, focus = true }: ServerErrorOptions = {},
): ServerErrorOutcome {
  const outcome: ServerErrorOutcome = { placed: [], unplaced: [] };
  if (!(error instanceof ApiError)) return outcome;
  let found: Record<string, string> = {};
  if (error.status === 409 && conflictField) found = { [conflictField]: error.message };
  else if (error.status === 422) found = error.fieldErrors();
  const values = form.getValues();
  for (const [serverPath, message] of Object.entries(found)) {
    const mapped = toField ? toField(serverPath) : serverPath;
    const path = mapped === null ? null : fieldPath(values, mapped);
    if (path === null) outcome.unplaced.push(message);
    else if (!outcome.placed.includes(path)) {
      outcome.placed.push(path);
      form.setError(path, { type: 'server', message });
    }
  }
  const order = leafPaths(values);
  const rank = (path: string) => {
    const at = order.findIndex((leaf) => leaf === path || leaf.startsWith(`${path.replace(/\.root$/, '')}.`));
    return at === -1 ? order.length : at;
  };
  outcome.placed.sort((a, b) => rank(a) - rank(b));
  const first = outcome.placed[0];
  if (focus && first && !first.endsWith('.root')) form.setFocus(first);
  return outcome;
}

/** The sentence of a failure that is not about a field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE;
}

/**
 * What the account forms show above their fields after a refused call: an error about a value
 * without a field, nothing when the fields said it all, else the error's own message.
 */
export function formMessage(error: unknown, outcome: ServerErrorOutcome): string | null {
  if (outcome.unplaced[0]) return outcome.unplaced[0];
  return outcome.placed.length ? null : errorMessage(error);
}
