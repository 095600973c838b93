// Zoom and pan of the canvas inside its container. A transform maps canvas px to container
// (CSS) px: screen = canvas * zoom + offset. All functions are pure.
import type { Point } from './types';
import { CANVAS_SIZE } from './constants';

/** Canvas-to-screen mapping: screen = canvas * zoom + (x, y). */
export interface ViewTransform {
  readonly zoom: number;
  readonly x: number;
  readonly y: number;
}

/** Allowed zoom range. */
export interface ZoomLimits {
  readonly minZoom: number;
  readonly maxZoom: number;
}

/** From a tenth of the page to 8x, enough to reach single pixels on a phone. */
export const DEFAULT_ZOOM_LIMITS: ZoomLimits = { minZoom: 0.1, maxZoom: 8 };

/** Factor of one zoom-in / zoom-out step. */
export const ZOOM_STEP = 1.25;

/** A wheel event, as much as the zoom needs of it. */
export interface WheelInput {
  /** Pointer position in container px. */
  readonly x: number;
  readonly y: number;
  readonly deltaY: number;
  /** 0 pixels, 1 lines, 2 pages (WheelEvent.deltaMode). */
  readonly deltaMode?: number;
  /** Trackpad pinches arrive as wheel events with ctrlKey set. */
  readonly ctrlKey?: boolean;
}

/** Keeps a zoom inside the limits. */
export function clampZoom(zoom: number, limits: ZoomLimits = DEFAULT_ZOOM_LIMITS): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(limits.maxZoom, Math.max(limits.minZoom, zoom));
}

/** SPEC fit mode: zoom = container width / 1024, page at the top-left. */
export function fitTransform(containerWidth: number, baseWidth: number = CANVAS_SIZE): ViewTransform {
  return { zoom: containerWidth > 0 ? containerWidth / baseWidth : 1, x: 0, y: 0 };
}

/** SPEC export mode: zoom 1 (one canvas px per CSS px). */
export function exportTransform(): ViewTransform {
  return { zoom: 1, x: 0, y: 0 };
}

/** Container px to canvas px. */
export function screenToCanvas(t: ViewTransform, p: Point): Point {
  return { x: (p.x - t.x) / t.zoom, y: (p.y - t.y) / t.zoom };
}

/** Canvas px to container px. */
export function canvasToScreen(t: ViewTransform, p: Point): Point {
  return { x: p.x * t.zoom + t.x, y: p.y * t.zoom + t.y };
}

/** Zooms by `factor` keeping the canvas point under `anchor` (container px) where it is. */
export function zoomAt(t: ViewTransform, anchor: Point, factor: number, limits: ZoomLimits = DEFAULT_ZOOM_LIMITS): ViewTransform {
  const zoom = clampZoom(t.zoom * factor, limits);
  const c = screenToCanvas(t, anchor);
  return { zoom, x: anchor.x - c.x * zoom, y: anchor.y - c.y * zoom };
}

/** Moves the canvas by (dx, dy) container px. */
export function panBy(t: ViewTransform, dx: number, dy: number): ViewTransform {
  return { zoom: t.zoom, x: t.x + dx, y: t.y + dy };
}

/**
 * Wheel zoom around the pointer. A mouse wheel notch (about 100 px) zooms by about 1.22x;
 * trackpad pinches arrive as many small deltas with ctrlKey set and get a stronger factor per
 * unit, capped so that Ctrl + a mouse wheel notch stays a moderate step.
 */
export function wheelTransform(t: ViewTransform, wheel: WheelInput, limits: ZoomLimits = DEFAULT_ZOOM_LIMITS): ViewTransform {
  const unit = wheel.deltaMode === 1 ? 16 : wheel.deltaMode === 2 ? 400 : 1;
  const cap = wheel.ctrlKey ? 25 : 100;
  const delta = Math.max(-cap, Math.min(cap, wheel.deltaY * unit));
  const factor = Math.exp(-delta * (wheel.ctrlKey ? 0.01 : 0.002));
  return zoomAt(t, { x: wheel.x, y: wheel.y }, factor, limits);
}

/**
 * Two-finger pinch and pan: from the previous and current positions of two pointers (container
 * px), scales by the change in their distance and moves the canvas point that was under their
 * midpoint to the new midpoint.
 */
export function pinchTransform(
  t: ViewTransform,
  previous: readonly [Point, Point],
  current: readonly [Point, Point],
  limits: ZoomLimits = DEFAULT_ZOOM_LIMITS,
): ViewTransform {
  const [a0, b0] = previous;
  const [a1, b1] = current;
  const d0 = Math.hypot(b0.x - a0.x, b0.y - a0.y);
  const d1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
  const zoom = clampZoom(d0 > 0 && d1 > 0 ? (t.zoom * d1) / d0 : t.zoom, limits);
  const mid0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  const mid1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  const c = screenToCanvas(t, mid0);
  return { zoom, x: mid1.x - c.x * zoom, y: mid1.y - c.y * zoom };
}

/**
 * Keeps at least `margin` container px of the page visible on each axis, so a pan can never lose
 * the page off-screen.
 */
export function clampPan(
  t: ViewTransform,
  container: { width: number; height: number },
  margin = 48,
  pageSize: number = CANVAS_SIZE,
): ViewTransform {
  const size = pageSize * t.zoom;
  const clampAxis = (offset: number, extent: number) => {
    const m = Math.min(margin, size, extent);
    return Math.min(extent - m, Math.max(m - size, offset));
  };
  return { zoom: t.zoom, x: clampAxis(t.x, container.width), y: clampAxis(t.y, container.height) };
}
