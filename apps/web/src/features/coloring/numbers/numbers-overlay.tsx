import { CANVAS_SIZE, type RegionMap } from '@crayonbox/canvas';
import type { NumbersPlan } from '@crayonbox/contract';
import { useEffect, useRef } from 'react';
import type { PlanRegions, Progress } from './plan-regions';

/** Numbers smaller than this on screen (CSS px) are hidden until the user zooms in. */
export const MIN_SCREEN_FONT = 8;
/** The tint over the areas still waiting for the selected colour. */
const HIGHLIGHT = [124, 58, 237, 56] as const;

interface OverlayProps {
  plan: NumbersPlan;
  regions: PlanRegions | null;
  map: RegionMap | null;
  progress: Progress;
  selected: number;
  zoom: number;
}

/**
 * Above the line art, in page coordinates (the stage scales it with the page): a tint over every
 * area still waiting for the selected colour, and the number of every area not done yet. Numbers
 * are SVG text, crisp at any zoom; the ones too small to read at this zoom wait for a zoom in.
 */
export function NumbersOverlay({ plan, regions, map, progress, selected, zoom }: OverlayProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    if (!map || !regions) return;
    const image = ctx.createImageData(map.width, map.height);
    const px = new Uint32Array(image.data.buffer);
    const [r, g, b, a] = HIGHLIGHT;
    const tint = r | (g << 8) | (b << 16) | (a << 24);
    plan.regions.forEach((region, i) => {
      const id = regions.ids[i] ?? 0;
      if (region.n !== selected || progress.done[i] || id === 0) return;
      // The small areas merged into it are part of what one tap fills, so they are tinted too.
      for (const r of [id, ...(regions.mergedIds[i] ?? [])]) {
        for (let s = (map.spanStart[r] ?? 0) * 2, end = (map.spanStart[r + 1] ?? 0) * 2; s < end; s += 2) {
          px.fill(tint, map.spans[s], map.spans[s + 1]);
        }
      }
    });
    ctx.putImageData(image, 0, 0);
  }, [plan, regions, map, progress, selected]);

  return (
    <>
      <canvas
        ref={canvasRef}
        width={CANVAS_SIZE}
        height={CANVAS_SIZE}
        aria-hidden="true"
        data-layer="highlight"
        className="pointer-events-none absolute inset-0 size-full"
      />
      <svg
        viewBox={`0 0 ${plan.width} ${plan.height}`}
        aria-hidden="true"
        data-layer="numbers"
        className="pointer-events-none absolute inset-0 size-full select-none"
      >
        {plan.regions.map((region, i) =>
          progress.done[i] || region.font * zoom < MIN_SCREEN_FONT ? null : (
            <text
              key={i}
              x={region.x}
              y={region.y}
              fontSize={region.font}
              textAnchor="middle"
              dominantBaseline="central"
              data-n={region.n}
              className={region.n === selected ? 'fill-brand-900 font-extrabold' : 'fill-slate-500 font-semibold'}
            >
              {region.n}
            </text>
          ),
        )}
      </svg>
    </>
  );
}
