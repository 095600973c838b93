import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { BookPage } from '@crayonbox/contract';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';

export interface BookPagesProps {
  pages: BookPage[];
  busy: boolean;
  onChange: (pages: BookPage[]) => void;
  onRemove: (page: BookPage) => void;
  /** Puts the keyboard on this page's row (its move handle), e.g. a page that came back with Undo. */
  focus?: { pageId: number } | null;
}

const announcements = (pages: BookPage[]) => {
  const title = (id: string | number) => pages.find((p) => p.page_id === Number(id))?.title || 'Untitled page';
  const position = (id: string | number | undefined) => pages.findIndex((p) => p.page_id === Number(id)) + 1;
  return {
    onDragStart: ({ active }: { active: { id: string | number } }) =>
      `Picked up ${title(active.id)}, page ${position(active.id)} of ${pages.length}.`,
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${title(active.id)} is now at page ${position(over.id)} of ${pages.length}.` : `${title(active.id)} is not over a place.`,
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${title(active.id)} dropped at page ${position(over.id)}.` : `${title(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }: { active: { id: string | number } }) => `Moving ${title(active.id)} was cancelled.`,
  };
};

function PageRow({
  page,
  index,
  count,
  busy,
  onMove,
  onRemove,
  onColored,
  focus,
}: {
  page: BookPage;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  onColored: (colored: boolean) => void;
  focus: { pageId: number } | null;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: page.page_id });
  const title = page.title || 'Untitled page';
  // The handle, not the remove button: it is never disabled while the list saves.
  const handle = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (focus) handle.current?.focus();
  }, [focus]);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx(
        'flex items-center gap-3 rounded-2xl border border-black/5 bg-white p-2 pr-3 shadow-sm',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-500',
      )}
    >
      <button
        ref={(node) => {
          setActivatorNodeRef(node);
          handle.current = node;
        }}
        type="button"
        className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-xl text-ink-muted hover:bg-brand-50 active:cursor-grabbing"
        aria-label={`Move ${title} (page ${index + 1} of ${count}): press Space, then the arrow keys`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <span className="w-7 shrink-0 text-center text-sm font-bold text-ink-muted" aria-hidden="true">
        {index + 1}
      </span>
      <img src={page.preview} alt="" className="size-16 shrink-0 rounded-xl border border-black/5 bg-paper object-contain" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink">{title}</p>
        {page.has_coloring ? (
          <label className="mt-1 inline-flex cursor-pointer items-center gap-2 text-sm text-ink-muted">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={page.colored}
              disabled={busy}
              onChange={(e) => onColored(e.target.checked)}
            />
            Print my coloring
          </label>
        ) : (
          <p className="text-sm text-ink-muted">Blank page to color</p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <button
          type="button"
          className="hidden size-10 items-center justify-center rounded-xl text-ink hover:bg-brand-50 disabled:opacity-40 sm:inline-flex"
          aria-label={`Move ${title} up`}
          disabled={busy || index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="hidden size-10 items-center justify-center rounded-xl text-ink hover:bg-brand-50 disabled:opacity-40 sm:inline-flex"
          aria-label={`Move ${title} down`}
          disabled={busy || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-xl text-red-700 hover:bg-red-50 disabled:opacity-40"
          aria-label={`Remove ${title} from the book`}
          disabled={busy}
          onClick={onRemove}
        >
          <Trash2 className="size-5" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

/**
 * The book's pages in order: drag a row by its handle (mouse, touch, or Space and the arrow keys,
 * announced to screen readers), or use the up and down buttons; remove (with an Undo, which the
 * editor offers) and colored/blank per page.
 */
export function BookPages({ pages, busy, onChange, onRemove, focus = null }: BookPagesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onChange(arrayMove(pages, from, to));
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(
      pages.findIndex((p) => p.page_id === active.id),
      pages.findIndex((p) => p.page_id === over.id),
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(pages) }}
    >
      <SortableContext items={pages.map((p) => p.page_id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label="Pages of the book">
          {pages.map((page, index) => (
            <PageRow
              key={page.page_id}
              page={page}
              index={index}
              count={pages.length}
              busy={busy}
              onMove={(to) => move(index, to)}
              onRemove={() => onRemove(page)}
              onColored={(colored) =>
                onChange(pages.map((p) => (p.page_id === page.page_id ? { ...p, colored, preview: colored ? p.preview : p.thumbnail } : p)))
              }
              focus={focus?.pageId === page.page_id ? focus : null}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
