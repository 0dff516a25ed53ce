import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../../tests/support/renderInConsole';
import { offlineStatusStore } from './offlineStatus';
import type { OfflineSync } from './offlineSync';
import { OfflineHeaderWhenNeeded } from './OfflineHeaderWhenNeeded';

function renderHeader() {
  const status = offlineStatusStore();
  const sync = { keepMine: vi.fn(), drop: vi.fn() } as unknown as OfflineSync;
  const view = renderInConsole(
    <OfflineHeaderWhenNeeded status={status} sync={sync} signIn={vi.fn(async () => {})} />,
  );
  return { status, view };
}

afterEach(() => onlineManager.setOnline(true));

describe(
  'the offline header, loaded when needed (docs/offline.md#what-the-collector-sees)',
  { timeout: 20_000 },
  () => {
    it('draws nothing online with nothing waiting, and the counter once a write waits', async () => {
      const { status, view } = renderHeader();
      expect(view.container).toBeEmptyDOMElement();
      act(() => status.set({ waiting: 1 }));
      expect(await screen.findByTestId('offline-waiting')).toHaveTextContent('1 waiting');
    });

    it('says Offline with no network, nothing waiting', async () => {
      renderHeader();
      act(() => onlineManager.setOnline(false));
      expect(await screen.findByTestId('offline-waiting')).toHaveTextContent('Offline');
    });
  },
);
