import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary';

function Broken(): never {
  throw new Error('the shell failed');
}

afterEach(() => vi.unstubAllGlobals());

describe("the fallback screen says 'Oops, something went wrong :(' and Refresh reloads at /", () => {
  it("says 'Oops, something went wrong :(' and Refresh reloads the app at the site root", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong :(' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
