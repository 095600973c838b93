// Printing without leaving the page: a print view of the picture in the document itself, shown
// only to the printer (print CSS in styles/index.css), then the browser's print dialog. It needs
// no frame or new tab, so the strict content security policy stays as it is.
import type { NumbersPlan, PrintSize } from '@crayonbox/contract';
import { printDocument } from '@/lib/platform';

/** Printable area of each paper inside 0.5 in margins, in inches. */
const AREA: Record<PrintSize, { width: number; height: number; css: string }> = {
  letter: { width: 7.5, height: 10, css: 'letter' },
  a4: { width: 8.27 - 1, height: 11.69 - 1, css: 'A4' },
};
const TITLE_IN = 0.45;
const KEY_ROW_IN = 0.3;
const KEY_COLUMNS = 4;
const SVG = 'http://www.w3.org/2000/svg';

export interface PrintSheet {
  /** The picture at print resolution (PNG). */
  image: Blob;
  title: string;
  size: PrintSize;
  /** Color by number: numbers drawn over the picture and the key under it. */
  numbers?: NumbersPlan;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The numbers as vector text over the picture: sharp at any printer resolution. */
function numbersLayer(plan: NumbersPlan): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${plan.width} ${plan.height}`);
  svg.setAttribute('class', 'print-numbers');
  for (const r of plan.regions) {
    const text = document.createElementNS(SVG, 'text');
    text.setAttribute('x', String(r.x));
    text.setAttribute('y', String(r.y));
    text.setAttribute('font-size', String(r.font));
    text.setAttribute('text-anchor', 'middle');
    text.setAttribute('dominant-baseline', 'central');
    text.textContent = String(r.n);
    svg.append(text);
  }
  return svg;
}

/** The key: a swatch (an SVG square, which prints even with background graphics off), number and name. */
function keyList(plan: NumbersPlan): HTMLOListElement {
  const list = element('ol', 'print-key');
  for (const c of plan.colors) {
    const item = element('li', '');
    const swatch = document.createElementNS(SVG, 'svg');
    swatch.setAttribute('viewBox', '0 0 10 10');
    const rect = document.createElementNS(SVG, 'rect');
    Object.entries({ width: '10', height: '10', fill: c.hex, stroke: '#444', 'stroke-width': '0.6' }).forEach(([k, v]) =>
      rect.setAttribute(k, v),
    );
    swatch.append(rect);
    item.append(swatch, element('b', '', String(c.n)), element('span', '', c.name));
    list.append(item);
  }
  return list;
}

/** Builds the print view for `sheet` (replacing any earlier one); resolves once its picture is decoded. */
export async function buildPrintView(sheet: PrintSheet): Promise<{ view: HTMLElement; remove: () => void }> {
  document.getElementById('print-view')?.remove();
  const url = URL.createObjectURL(sheet.image);
  const view = element('div', '');
  view.id = 'print-view';
  view.setAttribute('aria-hidden', 'true');
  const area = AREA[sheet.size];
  const style = document.createElement('style');
  style.textContent = `@page { size: ${area.css} portrait; margin: 0.5in; }`;
  const keyRows = sheet.numbers ? Math.ceil(sheet.numbers.colors.length / KEY_COLUMNS) : 0;
  const side = Math.min(area.width, area.height - TITLE_IN - keyRows * KEY_ROW_IN - (keyRows ? 0.2 : 0));
  const picture = element('div', 'print-picture');
  picture.style.width = `${side}in`;
  picture.style.height = `${side}in`;
  const img = element('img', '');
  img.alt = '';
  img.src = url;
  picture.append(img);
  if (sheet.numbers) picture.append(numbersLayer(sheet.numbers));
  view.append(style, element('h1', 'print-title', sheet.title), picture);
  if (sheet.numbers) view.append(keyList(sheet.numbers));
  document.body.append(view);
  await img.decode().catch(() => undefined);
  return {
    view,
    remove: () => {
      view.remove();
      URL.revokeObjectURL(url);
    },
  };
}

/**
 * Prints a sheet with the platform's print dialog (the browser's on desktop and phone browsers,
 * the operating system's in the desktop shell). The view goes away once printing is done.
 */
export async function printSheet(sheet: PrintSheet): Promise<void> {
  const { remove } = await buildPrintView(sheet);
  let removed = false;
  const done = () => {
    if (removed) return;
    removed = true;
    window.removeEventListener('afterprint', done);
    remove();
  };
  window.addEventListener('afterprint', done);
  await printDocument(sheet.title);
  // Browsers where print() returns before the dialog closes and no afterprint comes.
  setTimeout(done, 60_000);
}
