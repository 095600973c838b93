// Browser-only: DOM pointer and wheel events to the engine's inputs.
import type { PointerInput } from '../engine';
import type { WheelInput } from '../viewport';

/** Converts a pointer event to container-relative engine input, coalesced samples included. */
export function toPointerInput(event: PointerEvent, container: Element): PointerInput {
  const box = container.getBoundingClientRect();
  const coalesced =
    event.type === 'pointermove' && typeof event.getCoalescedEvents === 'function'
      ? event.getCoalescedEvents().map((c) => ({ x: c.clientX - box.left, y: c.clientY - box.top, pressure: c.pressure }))
      : undefined;
  return {
    pointerId: event.pointerId,
    pointerType: event.pointerType,
    x: event.clientX - box.left,
    y: event.clientY - box.top,
    pressure: event.pressure,
    button: event.button,
    ...(coalesced && coalesced.length > 0 ? { coalesced } : {}),
  };
}

/** Converts a wheel event to container-relative engine input. */
export function toWheelInput(event: WheelEvent, container: Element): WheelInput {
  const box = container.getBoundingClientRect();
  return {
    x: event.clientX - box.left,
    y: event.clientY - box.top,
    deltaY: event.deltaY,
    deltaMode: event.deltaMode,
    ctrlKey: event.ctrlKey,
  };
}
