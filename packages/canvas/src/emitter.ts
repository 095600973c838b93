/** A minimal synchronous event emitter. */
export interface Emitter<T> {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: (value: T) => void): () => void;
  emit(value: T): void;
  clear(): void;
}

/** Creates an emitter; a listener that throws does not stop the others. */
export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value) {
      let failure: unknown = null;
      // Copy so listeners may unsubscribe while being called.
      for (const l of [...listeners]) {
        try {
          l(value);
        } catch (err) {
          failure ??= err;
        }
      }
      if (failure !== null) throw failure;
    },
    clear() {
      listeners.clear();
    },
  };
}
