import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../../tests/support/renderInConsole';
import { screenWidth } from '../../../../tests/support/screenWidth';
import { portalI18nProvider } from '../../i18n/portalI18nProvider';
import { OfflineHeader } from './OfflineHeader';
import { offlineStatusStore } from './offlineStatus';
import type { OfflineSync } from './offlineSync';
import type { QueueEntry } from './queuedWrite';

const conflict: QueueEntry = {
  seq: 1,
  userId: 'u1',
  queuedAt: 0,
  kind: 'update',
  resource: 'farms',
  recordId: 'f1',
  data: { id: 'f1', name: 'Named at the farm', region: 'Limpopo', version: 2 },
  blocked: {
    reason: 'conflict',
    theirs: { id: 'f1', name: 'Named at the studio', region: 'Limpopo', version: 3 },
  },
};

function renderHeader() {
  const status = offlineStatusStore();
  const sync = { keepMine: vi.fn(), drop: vi.fn() } as unknown as OfflineSync;
  const signIn = vi.fn(async () => {});
  renderInConsole(<OfflineHeader status={status} sync={sync} signIn={signIn} />);
  return { status, sync, signIn };
}

afterEach(() => onlineManager.setOnline(true));

// MUI's dialogs render slowly on a shared, busy machine: more than Vitest's 5 s default.
describe('OfflineHeader (docs/offline.md#what-the-collector-sees)', { timeout: 20_000 }, () => {
  it('counts the waiting writes and shows the progress of a sync', async () => {
    const { status } = renderHeader();
    expect(screen.queryByTestId('offline-waiting')).toBeNull();
    act(() => status.set({ waiting: 2 }));
    expect(await screen.findByTestId('offline-waiting')).toHaveTextContent('2 waiting');
    act(() => status.set({ progress: { sent: 1, total: 2 } }));
    expect(screen.getByTestId('offline-waiting')).toHaveTextContent('Syncing 1 of 2');
  });

  it('on a phone, leaves the title room: offline is the cloud alone and waiting the count alone, each said whole', async () => {
    screenWidth(360);
    await portalI18nProvider.changeLocale('fr');
    try {
      const { status } = renderHeader();
      act(() => onlineManager.setOnline(false));
      const chip = await screen.findByTestId('offline-waiting');
      expect(chip).toHaveTextContent(/^$/);
      expect(chip).toHaveAccessibleName("Hors ligne : modifications en attente d'envoi");
      act(() => status.set({ waiting: 2 }));
      expect(chip).toHaveTextContent(/^2$/);
      expect(chip).toHaveAccessibleName("2 en attente : modifications en attente d'envoi");
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });

  it('shows both versions of a conflict and lets the collector choose (docs/offline.md#conflicts)', async () => {
    const { status, sync } = renderHeader();
    act(() => status.set({ waiting: 1, blocked: conflict }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed on the server meanwhile' });
    expect(dialog).toHaveTextContent('Named at the farm');
    expect(dialog).toHaveTextContent('Named at the studio');

    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(sync.keepMine).toHaveBeenCalledWith(conflict);
    await userEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(sync.drop).toHaveBeenCalledWith(conflict);
  });

  it('shows a workflow move in conflict as the status it leads to beside the server one', async () => {
    const { status, sync } = renderHeader();
    const move: QueueEntry = {
      seq: 2,
      userId: 'u1',
      queuedAt: 0,
      kind: 'move',
      resource: 'instruction-registers',
      recordId: 'ir1',
      data: { to: 'collected', note: '', version: 2 },
      blocked: { reason: 'conflict', theirs: { id: 'ir1', status: 'cancelled', version: 3 } },
    };
    act(() => status.set({ waiting: 1, blocked: move }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed on the server meanwhile' });
    const row = within(dialog).getByRole('row', { name: /Status/ });
    expect(row).toHaveTextContent('collected');
    expect(row).toHaveTextContent('cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(sync.keepMine).toHaveBeenCalledWith(move);
  });

  it('asks for the password in place when the session expired (docs/offline.md#expired-session)', async () => {
    const { status, signIn } = renderHeader();
    act(() => status.set({ waiting: 1, signIn: true }));
    await userEvent.type(await screen.findByLabelText('Password'), 'Trophy-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('Trophy-demo-2026');
  });

  it("speaks the collector's language: the counter and the conflict in French, fields by their labels", async () => {
    await portalI18nProvider.changeLocale('fr');
    try {
      const { status } = renderHeader();
      act(() => status.set({ waiting: 2 }));
      expect(await screen.findByTestId('offline-waiting')).toHaveTextContent('2 en attente');
      act(() => status.set({ waiting: 1, blocked: conflict }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Modifié sur le serveur entre-temps',
      });
      expect(within(dialog).getByRole('row', { name: /Nom/ })).toHaveTextContent(
        'Named at the farm',
      );
      expect(screen.getByRole('button', { name: 'Garder la mienne' })).toBeInTheDocument();
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
