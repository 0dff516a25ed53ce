import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastStack } from './ToastStack';

function Notifies({ messages }: { messages: [string, 'error' | 'warning'][] }) {
  const notify = useNotify();
  useEffect(() => {
    for (const [message, type] of messages) notify(message, { type });
  }, [messages, notify]);
  return null;
}

const showToasts = (messages: [string, 'error' | 'warning'][]) =>
  render(
    <AdminContext store={memoryStore()}>
      <Notifies messages={messages} />
      <ToastStack />
    </AdminContext>,
  );

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('toasts (SPEC 9)', () => {
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
    expect((await screen.findByText('Broken')).closest('[role="alert"]')).toHaveClass(
      'MuiAlert-filledError',
    );
    expect(screen.getByText('Careful').closest('[role="alert"]')).toHaveClass(
      'MuiAlert-filledWarning',
    );
  });

  it('sits at the bottom left of the page', async () => {
    showToasts([['Where am I', 'error']]);
    const stack = (await screen.findByText('Where am I')).closest('[aria-live]');
    expect(stack).toHaveStyle({ position: 'fixed', left: '24px', bottom: '24px' });
  });
});
