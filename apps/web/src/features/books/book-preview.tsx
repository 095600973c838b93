import { bookSheets, fitRect, sheetGeometry, type Book, type BookExportOptions, type Sheet } from '@crayonbox/contract';

/** Preview height of one sheet, in CSS px. */
const HEIGHT = 170;

function SheetPicture({
  book,
  sheet,
  index,
  count,
  options,
}: {
  book: Book;
  sheet: Sheet;
  index: number;
  count: number;
  options: BookExportOptions;
}) {
  const { media, trim, safe } = sheetGeometry(options.trim, options.bleed, index, count);
  const flip = (y: number, h: number) => media.height - y - h; // PDF y grows upwards, SVG y downwards
  const label = sheet.kind === 'title' ? 'Title page' : sheet.kind === 'belongs' ? '“This book belongs to”' : `Page ${index + 1}`;
  const page = sheet.kind === 'page' ? book.pages[sheet.entry!] : undefined;
  const picture = page ? fitRect(safe, 1) : null;
  return (
    <figure className="flex flex-col items-center gap-1">
      <svg
        viewBox={`0 0 ${media.width} ${media.height}`}
        style={{ height: HEIGHT, width: (HEIGHT * media.width) / media.height }}
        className="rounded-sm bg-white shadow-md"
        role="img"
        aria-label={`${label}: ${options.bleed ? 'with bleed, ' : ''}${page ? page.title || 'untitled page' : book.name}`}
      >
        {options.bleed ? <rect width={media.width} height={media.height} fill="#fde2e4" /> : null}
        <rect x={trim.x} y={flip(trim.y, trim.height)} width={trim.width} height={trim.height} fill="#fff" />
        <rect
          x={safe.x}
          y={flip(safe.y, safe.height)}
          width={safe.width}
          height={safe.height}
          fill="none"
          stroke="#8b5cf6"
          strokeWidth={2}
          strokeDasharray="8 6"
        />
        {picture && page ? (
          <image href={page.preview} x={picture.x} y={flip(picture.y, picture.height)} width={picture.width} height={picture.height} />
        ) : null}
        {sheet.kind === 'title' ? (
          <text x={media.width / 2} y={media.height * 0.35} textAnchor="middle" fontSize={36} fontWeight={700} fill="#1f1d2b">
            {book.name.length > 22 ? `${book.name.slice(0, 21)}…` : book.name}
          </text>
        ) : null}
        {sheet.kind === 'belongs' ? (
          <>
            <text x={media.width / 2} y={media.height * 0.4} textAnchor="middle" fontSize={26} fontWeight={700} fill="#1f1d2b">
              This book belongs to
            </text>
            <line
              x1={safe.x + safe.width * 0.15}
              x2={safe.x + safe.width * 0.85}
              y1={media.height * 0.5}
              y2={media.height * 0.5}
              stroke="#1f1d2b"
            />
          </>
        ) : null}
      </svg>
      <figcaption className="text-xs text-ink-muted">{label}</figcaption>
    </figure>
  );
}

/**
 * The first printed sheets of the book as they will come out: the trim in white, the bleed in
 * pink, the safe area dashed (pictures never cross it), laid out by the same code as the PDF.
 */
export function BookPreview({ book, options }: { book: Book; options: BookExportOptions }) {
  const sheets = bookSheets(book.pages.length, { sides: options.sides, belongsTo: book.belongs_to });
  const note = options.sides === 'single' ? 'every sheet has a blank back, so markers do not bleed through' : 'printed on both sides';
  const shown = sheets.map((sheet, index) => ({ sheet, index })).filter(({ sheet }) => sheet.kind !== 'blank');
  return (
    <div className="space-y-2">
      <div className="flex gap-4 overflow-x-auto pb-2" aria-label="Preview of the first pages">
        {shown.slice(0, 4).map(({ sheet, index }) => (
          <SheetPicture key={index} book={book} sheet={sheet} index={index} count={sheets.length} options={options} />
        ))}
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {sheets.length} pages in all ({note}).
      </p>
    </div>
  );
}
