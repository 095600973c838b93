import { BOOK_TRIMS, TRIM_SIZES, type Book, type BookExport, type BookExportOptions } from '@crayonbox/contract';
import { Download } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/checkbox-field';
import { ModalDialog } from '@/components/modal-dialog';
import { handleApiError } from '@/lib/api';
import { booksApi } from './books-api';
import { BookPreview } from './book-preview';
import { exportLabel, isBuilding } from './export-status';

const POLL_MS = 1000;

export interface ExportDialogProps {
  open: boolean;
  book: Book;
  onClose: () => void;
  /** The latest build changed (started, progressed, finished). */
  onExport: (exp: BookExport | null) => void;
}

/** One choice of a radio group, as a card. */
function OptionCard({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-2xl border border-black/10 bg-white px-3 py-2.5 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-200">
      <input type="radio" name={name} className="size-4 accent-brand-700" checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

/** Saves the finished PDF under the book's name. */
async function download(book: Book) {
  try {
    const blob = await booksApi.file(book.id);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${book.name.replace(/[^\w\s-]/g, '').trim() || 'coloring-book'}.pdf`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    handleApiError(error);
  }
}

/**
 * "Make the PDF": trim, bleed and sides with a preview of the first pages, then the build's
 * progress (it runs on the server; closing the dialog or the tab does not stop it) and the download.
 */
export function ExportDialog({ open, book, onClose, onExport }: ExportDialogProps) {
  const last = book.export;
  const [options, setOptions] = useState<BookExportOptions>(last?.options ?? { trim: 'letter', bleed: false, sides: 'single' });
  const [starting, setStarting] = useState(false);

  // Follow a build in progress, whether this dialog started it or an earlier visit did.
  const building = isBuilding(last);
  useEffect(() => {
    if (!building) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      booksApi.readExport(book.id, controller.signal).then(onExport, () => {});
    }, POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [building, book.id, onExport]);

  async function start() {
    setStarting(true);
    try {
      onExport(await booksApi.startExport(book.id, options));
    } catch (error) {
      handleApiError(error);
    } finally {
      setStarting(false);
    }
  }

  const set = (patch: Partial<BookExportOptions>) => setOptions((o) => ({ ...o, ...patch }));
  const ready = last?.status === 'done';

  return (
    <ModalDialog open={open} title="Make the PDF" onClose={onClose} className="max-h-[92dvh] w-[min(96vw,760px)] overflow-y-auto">
      <div className="space-y-5 px-5 py-4">
        <fieldset className="space-y-2" disabled={building}>
          <legend className="font-semibold text-ink">Trim size</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {BOOK_TRIMS.map((trim) => (
              <OptionCard key={trim} name="trim" checked={options.trim === trim} onChange={() => set({ trim })}>
                {TRIM_SIZES[trim].label}
              </OptionCard>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-2" disabled={building}>
          <legend className="font-semibold text-ink">Printing</legend>
          <div className="flex flex-wrap gap-2">
            {(
              [
                ['single', 'One side (blank backs)'],
                ['double', 'Both sides'],
              ] as const
            ).map(([sides, label]) => (
              <OptionCard key={sides} name="sides" checked={options.sides === sides} onChange={() => set({ sides })}>
                {label}
              </OptionCard>
            ))}
          </div>
        </fieldset>
        <CheckboxField
          label="Add bleed (0.125 in)"
          hint="For print-on-demand services such as Amazon KDP when you choose bleed there; leave it off for home printing."
          checked={options.bleed}
          disabled={building}
          onChange={(e) => set({ bleed: e.target.checked })}
        />
        <BookPreview book={book} options={options} />
        <p className="text-sm text-ink-muted">Black-and-white interior at 300 ppi or more: colorings you chose print in shades of grey.</p>
        <div className="space-y-3 rounded-2xl bg-white p-4" aria-live="polite">
          {last ? (
            <p className="font-semibold text-ink">{exportLabel(last)}</p>
          ) : (
            <p className="text-ink-muted">The book has not been made yet.</p>
          )}
          {building && last ? (
            <progress
              className="h-3 w-full accent-brand-700"
              max={Math.max(1, last.total)}
              value={last.done}
              aria-label="Progress of the PDF"
            />
          ) : null}
          {building ? (
            <p className="text-sm text-ink-muted">You can close this window: the book keeps being made, and waits here when it is done.</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {ready ? (
              <Button onClick={() => void download(book)} icon={<Download className="size-5" aria-hidden="true" />}>
                Download PDF
              </Button>
            ) : null}
            <Button
              variant={ready ? 'secondary' : 'primary'}
              loading={starting}
              disabled={building || !book.pages.length}
              onClick={() => void start()}
            >
              {last ? 'Make the PDF again' : 'Make the PDF'}
            </Button>
          </div>
        </div>
      </div>
    </ModalDialog>
  );
}
