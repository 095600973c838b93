import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/button';
import { FieldError } from '@/components/field-shell';
import { errorAt } from '../nested-errors';
import { fieldId } from '../item-ids';
import type { WebsiteEditor } from '../use-website-editor';

interface Item {
  id: string;
}

/** A pending focus move, applied once the list has re-rendered. */
type FocusTarget =
  { id: string; control: 'up' | 'down' | 'remove' } | { id: null; control: 'add' } | { id: null; control: 'new-item'; count: number };

/**
 * Edits a list of the section (steps, features, testimonials, metrics, questions, socials) as a
 * react-hook-form field array: add, remove, and move up / down, with the keyboard focus following
 * the item and every change announced to screen readers. Errors of the list go away when it
 * changes (they would point at moved items); the next save finds them again.
 */
export function ListEditor<T extends Item>({
  editor,
  path,
  noun,
  max,
  create,
  children,
  emptyText,
}: {
  editor: WebsiteEditor;
  /** Path of the list inside the section ("list", "instructions", "socials"). */
  path: string;
  /** What one item is called, lower case ("feature", "question"). */
  noun: string;
  max: number;
  /** A new, empty item. */
  create: () => T;
  /** The fields of one item; `base` is its path ("list.2"). */
  children: (base: string, index: number) => ReactNode;
  emptyText: string;
}) {
  // React keys and focus targets use the field array's own ids: they follow an item when it moves.
  const { fields: items, append, move: moveItem, remove: removeItem } = useFieldArray({ control: editor.form.control, name: path });
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<FocusTarget | null>(null);
  const base = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const listError = errorAt(editor.errors, `${path}.root`) ?? errorAt(editor.errors, path);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    // The field array can render its new item a render after the announcement: wait for it, or the
    // focus would land on the item before it.
    if (target.control === 'new-item' && items.length < target.count) return;
    focusNext.current = null;
    if (target.control === 'add') return addRef.current?.focus();
    if (target.control === 'new-item') {
      const last = items.at(-1);
      return last && document.getElementById(`${base}-${last.id}`)?.querySelector<HTMLElement>('input, textarea, select')?.focus();
    }
    const item = document.getElementById(`${base}-${target.id}`);
    const control =
      item?.querySelector<HTMLElement>(`[data-control="${target.control}"]:not(:disabled)`) ??
      item?.querySelector<HTMLElement>('[data-control]:not(:disabled)');
    control?.focus();
  });

  const add = () => {
    append(create(), { shouldFocus: false });
    focusNext.current = { id: null, control: 'new-item', count: items.length + 1 };
    setAnnouncement(`${Noun} ${items.length + 1} added.`);
  };

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const moved = items[index];
    if (target < 0 || target >= items.length || !moved) return;
    moveItem(index, target);
    // Keep the focus on the same button of the moved item, or its other arrow at the ends.
    focusNext.current = { id: moved.id, control: by < 0 ? (target === 0 ? 'down' : 'up') : target === items.length - 1 ? 'up' : 'down' };
    setAnnouncement(`${Noun} moved to position ${target + 1} of ${items.length}.`);
  };

  const remove = (index: number) => {
    const neighbour = items[index + 1] ?? items[index - 1];
    removeItem(index);
    focusNext.current = neighbour ? { id: neighbour.id, control: 'remove' } : { id: null, control: 'add' };
    setAnnouncement(`${Noun} ${index + 1} removed.`);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-ink-muted" id={fieldId(editor.key, path)} tabIndex={-1}>
        {items.length} of {max} {noun === 'step' ? 'steps' : `${noun}s`}
      </p>
      {listError ? <FieldError>{listError}</FieldError> : null}
      {items.length === 0 ? (
        <div className="rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 px-5 py-8 text-center text-ink-muted">
          {emptyText}
        </div>
      ) : (
        <ol className="space-y-4">
          {items.map((item, index) => (
            <li key={item.id} id={`${base}-${item.id}`} className="rounded-2xl border-2 border-slate-200 bg-paper p-4 sm:p-5">
              <fieldset>
                <legend className="sr-only">
                  {Noun} {index + 1}
                </legend>
                <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
                  <p aria-hidden="true" className="font-extrabold text-ink">
                    {Noun} {index + 1}
                  </p>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      data-control="up"
                      disabled={index === 0}
                      aria-label={`Move ${noun} ${index + 1} up`}
                      icon={<ArrowUp className="size-4" aria-hidden="true" />}
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      data-control="down"
                      disabled={index === items.length - 1}
                      aria-label={`Move ${noun} ${index + 1} down`}
                      icon={<ArrowDown className="size-4" aria-hidden="true" />}
                      onClick={() => move(index, 1)}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      data-control="remove"
                      aria-label={`Remove ${noun} ${index + 1}`}
                      className="text-red-700 hover:bg-red-50"
                      icon={<Trash2 className="size-4" aria-hidden="true" />}
                      onClick={() => remove(index)}
                    />
                  </div>
                </div>
                <div className="space-y-4">{children(`${path}.${index}`, index)}</div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <Button
        ref={addRef}
        variant="secondary"
        size="sm"
        disabled={items.length >= max}
        icon={<Plus className="size-4" aria-hidden="true" />}
        onClick={add}
      >
        Add {noun}
      </Button>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
