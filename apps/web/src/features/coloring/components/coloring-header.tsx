import clsx from 'clsx';
import { ArrowLeft, CircleCheck, Download, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import { IconButton } from './icon-button';
import { PaidBadge } from './print-menu';

/** The one save state of a coloring (docs/decisions/027-one-home-for-coloring-work.md). */
// 'unsaved' is the color-by-number screen's, whose work is not kept until saved.
export type SaveStatus = 'sending' | 'offline' | 'device' | 'devices' | 'saved' | 'blank' | 'unsaved';

// One wording each, short enough for a phone's header.
const STATUS_TEXT: Record<SaveStatus, string> = {
  sending: 'Sending…',
  offline: 'Offline · kept here',
  device: 'Kept on this device',
  devices: 'Kept on your devices',
  saved: 'Saved',
  unsaved: 'Not saved yet',
  blank: 'Pick a color and start',
};

function StatusLine({ status, note }: { status: SaveStatus; note?: string | null }) {
  return (
    <p role="status" className="flex min-w-0 items-center gap-1.5 text-sm font-semibold text-ink-muted">
      {status === 'sending' ? <Spinner className="size-3.5 text-brand-700" /> : null}
      {status === 'saved' ? <CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" /> : null}
      {status === 'device' || status === 'offline' || status === 'unsaved' ? (
        <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-crayon-orange" />
      ) : null}
      {status === 'devices' ? <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-brand-500" /> : null}
      <span className="truncate">
        {STATUS_TEXT[status]}
        {note ? <span className="hidden sm:inline"> · {note}</span> : null}
      </span>
    </p>
  );
}

interface HeaderProps {
  title: string;
  status: SaveStatus;
  /** A line about credits, shown on wider screens. */
  note?: string | null;
  onBack: () => void;
  save: { tooltip: string; disabled: boolean; busy: boolean; onClick: () => void };
  /** Download, where the screen offers it. */
  download?: { paid: boolean; disabled: boolean; onClick: () => void };
  /** The print menu or button. */
  print: ReactNode;
  /** Links to other ways of coloring the page, before Save. */
  modes?: ReactNode;
}

/**
 * Back, the page title with the save status, and Save / Print / Download. On a phone the title
 * and the status get a row of their own under the buttons, so neither is cut to a few letters.
 */
export function ColoringHeader({ title, status, note, onBack, save, download, print, modes }: HeaderProps) {
  return (
    <header className="flex flex-wrap items-center gap-x-1.5 gap-y-1 sm:flex-nowrap sm:gap-3">
      <IconButton label="Back" tooltip="Back to the pages" icon={ArrowLeft} onClick={onBack} className="-ml-2 sm:ml-0" />
      <div aria-hidden="true" className="flex-1 sm:hidden" />
      <div className="order-last min-w-0 basis-full sm:order-none sm:basis-auto sm:flex-1">
        <h1 className="truncate text-lg leading-tight font-extrabold tracking-tight text-ink sm:text-2xl">{title}</h1>
        <StatusLine status={status} note={note} />
      </div>
      {modes}
      <button
        type="button"
        aria-label="Save"
        title={save.tooltip}
        disabled={save.disabled || save.busy}
        aria-busy={save.busy || undefined}
        onClick={save.onClick}
        className={clsx(
          'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-2xl px-3.5 font-extrabold text-white shadow-sm transition sm:px-5',
          'bg-brand-700 hover:bg-brand-800 active:scale-95 disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none disabled:active:scale-100',
        )}
      >
        {save.busy ? <Spinner className="size-5" /> : <Save className="size-5" aria-hidden="true" strokeWidth={2.25} />}
        <span className="hidden sm:inline">{save.busy ? 'Saving' : 'Save'}</span>
      </button>
      {print}
      {download ? (
        <IconButton
          label="Download"
          tooltip={download.paid ? 'Download as PNG' : 'Download (paid plans)'}
          icon={Download}
          disabled={download.disabled}
          badge={download.paid ? undefined : <PaidBadge />}
          onClick={download.onClick}
        />
      ) : null}
    </header>
  );
}
