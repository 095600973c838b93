import {
  CANVAS_SIZE,
  isTypingTarget,
  mountCanvasRenderer,
  panBy,
  toPointerInput,
  toWheelInput,
  type ColoringEngine,
} from '@crayonbox/canvas';
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { canvasErrorMessage } from '../use-canvas-images';
import { useEngineValue } from '../use-engine-state';
import { useLongPressPick } from '../use-long-press-pick';

interface StageProps {
  engine: ColoringEngine;
  /** Local URL of the line art, shown above the coloring; null while loading. */
  lineArtUrl: string | null;
  /** False while loading or while a question covers the page: input is ignored. */
  interactive: boolean;
  onError: (message: string) => void;
  /** Drawn above the line art in page coordinates (1024x1024), moved and scaled with it. */
  overlay?: ReactNode;
  /** Asked before a press starts to color (canvas px); false keeps the press from the engine. */
  onBeforeAction?: (at: { x: number; y: number }) => boolean;
}

/**
 * Space (held) turns drags into panning, as in drawing apps, whatever has focus (a toolbar
 * button included): a drag never paints while Space is down. On a focused button Space keeps
 * its usual click on release, unless it was used to pan.
 */
function useSpaceHeld(): { current: boolean; held: boolean; panned: () => void } {
  const ref = useRef(false);
  const usedToPan = useRef(false);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const set = (value: boolean) => {
      ref.current = value;
      setHeld(value);
    };
    const down = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || isTypingTarget(event.target)) return;
      // Buttons click on Space's release, so theirs is left alone here; anything else would scroll.
      if (!(event.target instanceof HTMLButtonElement)) event.preventDefault();
      if (!event.repeat) {
        usedToPan.current = false;
        set(true);
      }
    };
    const up = (event: KeyboardEvent) => {
      if (event.code !== 'Space') return;
      if (usedToPan.current) event.preventDefault();
      usedToPan.current = false;
      set(false);
    };
    const blur = () => set(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', blur);
    };
  }, []);
  return Object.assign(ref, {
    held,
    panned: () => {
      usedToPan.current = true;
    },
  });
}

/**
 * The drawing area: the 1024x1024 coloring canvas with the line art above it (multiply blend, so
 * lines stay black over any color), moved and scaled by the engine's view. Pointer input (mouse,
 * pen, fingers; two fingers pinch and pan) goes to the engine; the wheel zooms; Space + drag or
 * the middle button pans. A ring shows the brush size under a mouse or a hovering pen.
 */
export function Stage({ engine, lineArtUrl, interactive, onError, overlay, onBeforeAction }: StageProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);
  const panning = useRef<{ id: number; x: number; y: number } | null>(null);
  const [grabbing, setGrabbing] = useState(false);
  const space = useSpaceHeld();
  const hintId = useId();
  const view = useEngineValue(engine, (s) => s.view);
  const viewMode = useEngineValue(engine, (s) => s.viewMode);
  const tool = useEngineValue(engine, (s) => s.tool);
  const brushSize = useEngineValue(engine, (s) => s.brushSize);
  const brushId = useEngineValue(engine, (s) => s.brush);
  const [announcement, setAnnouncement] = useState('');
  const longPress = useLongPressPick(engine, (hex) => setAnnouncement(`Picked ${hex}`));
  // Tools with a size show the brush ring; the others (fill, gradient, eyedropper) a crosshair.
  const sized = engine.tools.find((t) => t.id === tool)?.sized ?? false;
  const brushStyle = tool === 'brush' ? engine.brushes.find((b) => b.id === brushId) : undefined;
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    try {
      return mountCanvasRenderer(engine, canvas);
    } catch (error) {
      onErrorRef.current(canvasErrorMessage(error));
    }
  }, [engine]);

  useEffect(() => {
    const el = stageRef.current;
    if (!el) return;
    const measure = () => engine.setContainerSize(el.clientWidth, el.clientHeight);
    measure();
    // SPEC fit mode is the starting view: the page as wide as the drawing area.
    engine.zoomFit();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // React's wheel listener is passive; zooming needs preventDefault to keep the page still.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      engine.wheel(toWheelInput(event, el));
    };
    // Safari's own pinch gestures would zoom the whole page.
    const stopGesture = (event: Event) => event.preventDefault();
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('gesturestart', stopGesture);
    return () => {
      observer.disconnect();
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('gesturestart', stopGesture);
    };
  }, [engine]);

  const showRing = (event: ReactPointerEvent<HTMLDivElement>) => {
    const ring = ringRef.current;
    if (!ring) return;
    const visible = event.pointerType !== 'touch' && sized && !panning.current && !space.current && interactive;
    ring.style.display = visible ? 'block' : 'none';
    if (!visible) return;
    const box = event.currentTarget.getBoundingClientRect();
    ring.style.transform = `translate(${event.clientX - box.left}px, ${event.clientY - box.top}px)`;
  };
  const hideRing = () => {
    if (ringRef.current) ringRef.current.style.display = 'none';
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!interactive) return;
    const el = event.currentTarget;
    if (event.button === 1 || (space.current && event.pointerType !== 'touch')) {
      event.preventDefault();
      el.setPointerCapture(event.pointerId);
      panning.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      if (space.current) space.panned();
      setGrabbing(true);
      hideRing();
      return;
    }
    const input = toPointerInput(event.nativeEvent, el);
    if (onBeforeAction && (input.button ?? 0) === 0 && !onBeforeAction(engine.toCanvas(input))) {
      // No mouse events follow, so the press does not move focus away from the question it raised.
      event.preventDefault();
      return;
    }
    engine.pointerDown(input);
    if (sized || tool === 'fill' || tool === 'gradient') longPress.down(input);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const pan = panning.current;
    if (pan && pan.id === event.pointerId) {
      engine.setView(panBy(engine.getState().view, event.clientX - pan.x, event.clientY - pan.y));
      panning.current = { ...pan, x: event.clientX, y: event.clientY };
      return;
    }
    showRing(event);
    if (!interactive) return;
    const input = toPointerInput(event.nativeEvent, event.currentTarget);
    longPress.move(input);
    engine.pointerMove(input);
  };
  const endPan = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (panning.current?.id !== event.pointerId) return false;
    panning.current = null;
    setGrabbing(false);
    return true;
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (endPan(event)) return;
    const input = toPointerInput(event.nativeEvent, event.currentTarget);
    longPress.end(input);
    engine.pointerUp(input);
  };
  const onPointerLeave = (event: ReactPointerEvent<HTMLDivElement>) => {
    hideRing();
    if (panning.current?.id === event.pointerId) return;
    const input = toPointerInput(event.nativeEvent, event.currentTarget);
    longPress.end(input);
    engine.pointerLeave(input);
  };
  const onPointerCancel = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (endPan(event)) return;
    const input = toPointerInput(event.nativeEvent, event.currentTarget);
    longPress.end(input);
    engine.pointerCancel(input);
  };

  const cursor = grabbing ? 'grabbing' : space.held ? 'grab' : !interactive ? 'default' : sized ? 'none' : 'crosshair';
  // The ring is as wide as the current brush draws at a medium press (a pencil is thinner, the airbrush wider).
  const ring = Math.max(4, (brushStyle ? brushStyle.radius(brushSize, 0.5, 'mouse') * 2 : brushSize) * view.zoom);

  return (
    // role="application": the canvas takes pointer, wheel and key input itself (tools, pan, zoom).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the handlers are the drawing surface
    <div
      ref={stageRef}
      role="application"
      aria-label="Drawing area"
      aria-roledescription="coloring canvas"
      aria-describedby={hintId}
      data-zoom={view.zoom.toFixed(4)}
      data-view-mode={viewMode}
      className="relative bg-brand-50 bg-[radial-gradient(circle,var(--color-brand-200)_1.2px,transparent_1.6px)] bg-[length:18px_18px] size-full touch-none overflow-hidden rounded-[1.75rem] select-none [-webkit-touch-callout:none]"
      style={{ cursor }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerLeave={onPointerLeave}
      onPointerCancel={onPointerCancel}
      onMouseDown={(event) => {
        // The middle button would start the browser's autoscroll instead of panning.
        if (event.button === 1) event.preventDefault();
      }}
      onContextMenu={(event) => event.preventDefault()}
    >
      <p id={hintId} className="sr-only">
        Color with a mouse, a finger or a pen. Pinch with two fingers or use the mouse wheel to zoom; hold Space and drag to move around.
        Press and hold a finger on the page to pick its color.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div
        className="absolute top-0 left-0 isolate origin-top-left bg-white"
        style={{ width: CANVAS_SIZE, height: CANVAS_SIZE, transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
      >
        <canvas ref={canvasRef} data-layer="coloring" className="absolute inset-0 size-full" />
        {lineArtUrl ? (
          <img
            src={lineArtUrl}
            alt=""
            draggable={false}
            data-layer="line-art"
            className="pointer-events-none absolute inset-0 size-full mix-blend-multiply select-none"
          />
        ) : null}
        {overlay}
      </div>
      <div ref={ringRef} aria-hidden="true" className="pointer-events-none absolute top-0 left-0 hidden" style={{ width: 0, height: 0 }}>
        <div
          className="absolute rounded-full border-2 border-white shadow-[0_0_0_1.5px_rgba(31,29,43,0.75)]"
          style={{ width: ring, height: ring, left: -ring / 2, top: -ring / 2 }}
        />
        <div className="absolute -top-0.5 -left-0.5 size-1 rounded-full bg-ink/80" />
      </div>
    </div>
  );
}
