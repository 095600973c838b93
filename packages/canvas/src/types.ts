/** An RGBA pixel buffer, straight (non-premultiplied) alpha, row-major; structurally an ImageData. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** An axis-aligned pixel rectangle; x/y inclusive, width/height in pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A point in canvas (page) pixels unless stated otherwise. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A colour as four 0..255 channels. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}
