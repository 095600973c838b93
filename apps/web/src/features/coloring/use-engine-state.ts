import type { ColoringEngine, EngineState } from '@crayonbox/canvas';
import { useSyncExternalStore } from 'react';

/** The engine's state; re-renders on every change. */
export function useEngineState(engine: ColoringEngine): EngineState {
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}

/** One value of the engine's state (a primitive, or an object the engine keeps until it changes). */
export function useEngineValue<T>(engine: ColoringEngine, pick: (state: EngineState) => T): T {
  const read = () => pick(engine.getState());
  return useSyncExternalStore(engine.subscribe, read, read);
}
