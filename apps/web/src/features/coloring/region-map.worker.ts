// Computes a page's fill regions off the main thread (tens of ms on a phone at page load and
// whenever the gap setting changes), so opening a page and moving the slider never freeze input.
import { computeRegionMap, regionMapTransferables } from '@crayonbox/canvas';
import type { RegionRequest, RegionReply } from './region-worker-messages';

self.onmessage = (event: MessageEvent<RegionRequest>) => {
  const { id, width, height, pixels, threshold, gapClose } = event.data;
  const map = computeRegionMap({ width, height, data: new Uint8ClampedArray(pixels) }, threshold, gapClose);
  const reply: RegionReply = { id, gapClose, map };
  (self as unknown as Worker).postMessage(reply, regionMapTransferables(map));
};
