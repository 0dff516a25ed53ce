import { act, render, screen } from '@testing-library/react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notify } from '../../src/client/common/notifications/notify';

type ToastMessage = [string, 'error' | 'warning'];

interface ToastHost {
  /** Renders its children with the host's toasts. */
  Host: ComponentType<{ children: ReactNode }>;
  /** The host's notify hook. */
  useNotify: () => Notify;
}

/**
 * The toast rules (docs/settings.md#toasts), run against one toast host: the console's (react-admin notifications) and
 * that of the pages without the shell.
 *
 * @example describeToastRules('guest pages', { Host: GuestToasts, useNotify: useGuestNotify });
 */
export function describeToastRules(name: string, { Host, useNotify }: ToastHost) {
  function Notifies({ messages }: { messages: ToastMessage[] }) {
    const notify = useNotify();
    useEffect(() => {
      for (const [message, type] of messages) notify(message, { type });
    }, [messages, notify]);
    return null;
  }
  const showToasts = (messages: ToastMessage[]) =>
    render(
      <Host>
        <Notifies messages={messages} />
      </Host>,
    );

  describe(`${name} toasts: at most 3, bottom left, each gone after 5 s`, () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('shows at most 3 at once; the next one shows when one goes', async () => {
      showToasts([
        ['first', 'error'],
        ['second', 'warning'],
        ['third', 'error'],
        ['fourth', 'warning'],
        ['fifth', 'error'],
      ]);
      expect(await screen.findByText('third')).toBeVisible();
      expect(screen.getAllByRole('alert')).toHaveLength(3);
      expect(screen.queryByText('fourth')).toBeNull();

      await act(async () => vi.advanceTimersByTime(5000));
      expect(await screen.findByText('fifth')).toBeVisible();
      expect(screen.getAllByRole('alert')).toHaveLength(2);
    });

    it('hides a toast after 5000 ms, not before', async () => {
      showToasts([['Saved late', 'warning']]);
      expect(await screen.findByText('Saved late')).toBeVisible();
      await act(async () => vi.advanceTimersByTime(4900));
      expect(screen.getByText('Saved late')).toBeVisible();
      await act(async () => vi.advanceTimersByTime(100));
      expect(screen.queryByText('Saved late')).toBeNull();
    });

    it('has an error and a warning variant', async () => {
      showToasts([
        ['Broken', 'error'],
        ['Careful', 'warning'],
      ]);
      // One Toast serves both hosts: its class names the variant, and toast.css colours it.
      expect((await screen.findByText('Broken')).closest('[role="alert"]')).toHaveClass(
        'toast-error',
      );
      expect(screen.getByText('Careful').closest('[role="alert"]')).toHaveClass('toast-warning');
    });

    it('sits at the bottom left of the page', async () => {
      showToasts([['Where am I', 'error']]);
      const stack = (await screen.findByText('Where am I')).closest('[aria-live]');
      expect(stack).toHaveStyle({ position: 'fixed', left: '24px', bottom: '24px' });
    });
  });
}
