// Vite's name for this event: its own preload helper dispatches it when a chunk's dependencies
// fail, so one listener (e.g. "reload after a deploy") serves both sources.
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

export type PreloadErrorEvent = Event & { payload: unknown };

// Errors Vite's helper has already announced; they are not dispatched a second time.
const announced = new WeakSet<object>();
if (typeof window !== 'undefined') {
  window.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
    const { payload } = event as PreloadErrorEvent;
    if (typeof payload === 'object' && payload !== null) announced.add(payload);
  });
}

/**
 * docs/guards.md#preload-error: a screen's code that fails to load dispatches a preload-error event; when no listener
 * handles it (preventDefault), the failure is rethrown. A handled failure stays pending: the
 * handler (a reload, say) has taken over.
 * @example const module = await loadScreenCode(() => import('./OrdersList'));
 */
export async function loadScreenCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    // Vite's helper resolves to nothing when a listener handled the failure.
    return module === undefined ? pending<T>() : module;
  } catch (error) {
    if (typeof error === 'object' && error !== null && announced.has(error)) throw error;
    const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true }) as PreloadErrorEvent;
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
    return pending<T>();
  }
}

const pending = <T>() => new Promise<T>(() => undefined);
