import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../../tests/support/renderInConsole';
import { portalI18nProvider } from '../i18n/portalI18nProvider';
import { StatusHistory } from './StatusHistory';
import { formatDate } from '../../shared/dates';

const at = '2026-03-14T15:09:26Z';
const changes = [{ from: 'quote', to: 'accepted', byName: 'Sam Hunter', at }];
const labels = { quote: 'Quote', accepted: 'Accepted' };

describe('a status history (docs/languages.md#what-follows-the-language)', () => {
  it('writes when each move happened as English writes it', () => {
    renderInConsole(<StatusHistory changes={changes} labels={labels} />);
    expect(screen.getByRole('heading', { name: 'History' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Status history' })).toHaveTextContent(
      `Quote → Accepted · Sam Hunter · ${formatDate(at, 'en', 'dateTime')}`,
    );
  });

  it('and as French writes it, in French, for a user whose language is French', async () => {
    await portalI18nProvider.changeLocale('fr');
    try {
      renderInConsole(<StatusHistory changes={changes} labels={labels} />);
      expect(screen.getByRole('heading', { name: 'Historique' })).toBeVisible();
      const list = screen.getByRole('list', { name: 'Historique des statuts' });
      // French writes the day before the month: 14 mars 2026.
      expect(list).toHaveTextContent(formatDate(at, 'fr', 'dateTime'));
      expect(list).toHaveTextContent('14 mars 2026');
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
