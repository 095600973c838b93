import type { RegionMap } from '@crayonbox/canvas';

/** Line art pixels (a copy, transferred) and the options the regions depend on. */
export interface RegionRequest {
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
  threshold: number;
  gapClose: number;
}

export interface RegionReply {
  id: number;
  gapClose: number;
  map: RegionMap;
}
