import { afterEach, vi } from 'vitest';

/** Whether a media query's min-width and max-width hold at `width` px (all MUI's breakpoints use). */
const holdsAt = (width: number, query: string) => {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
};

/**
 * jsdom has no `matchMedia`, so MUI's useMediaQuery sees no screen at all (a desktop). This gives
 * it one `width` px wide for the rest of the test, to draw what a phone draws.
 * @example screenWidth(360); renderApp('/orders/1');
 */
export function screenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: holdsAt(width, query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());
