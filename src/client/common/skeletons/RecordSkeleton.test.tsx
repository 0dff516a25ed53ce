import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';
import { ListSkeleton } from './ListSkeleton';
import { RecordSkeleton } from './RecordSkeleton';

// docs/screens.md#loading-skeletons: skeletons are busy regions named for screen readers, their
// shapes hidden from them; they pulse unless the reader asked for less motion.
const lessMotion = (asked: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: asked && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));

afterEach(() => vi.unstubAllGlobals());

describe('loading skeletons', () => {
  it('a record’s is busy, named, and its shapes are hidden from screen readers', () => {
    renderWithPortal(<RecordSkeleton fields={3} lines={2} />);
    const region = screen.getByRole('status', { name: 'Loading the record…' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region.querySelector('[aria-hidden="true"] .MuiSkeleton-root')).not.toBeNull();
  });

  it('a list’s has a header row and its rows of cells', () => {
    renderWithPortal(<ListSkeleton columns={4} rows={3} />);
    const region = screen.getByRole('status', { name: 'Loading the list…' });
    expect(region.querySelectorAll('.MuiSkeleton-root')).toHaveLength(4 * 4);
  });

  it('pulses by default and stands still when the reader prefers reduced motion', () => {
    lessMotion(false);
    const { unmount } = renderWithPortal(<ListSkeleton columns={2} rows={1} />);
    expect(document.querySelector('.MuiSkeleton-pulse')).not.toBeNull();
    unmount();
    lessMotion(true);
    renderWithPortal(<ListSkeleton columns={2} rows={1} />);
    expect(document.querySelector('.MuiSkeleton-root')).not.toBeNull();
    expect(document.querySelector('.MuiSkeleton-pulse')).toBeNull();
  });
});
