import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_KEYS } from '../../features/orders/orderStatuses';
import { errorText, isErrorKey } from './errorText';

describe("an error's text is worded when said (docs/languages.md#errors)", () => {
  it('says a key in the language asked', () => {
    expect(errorText('en', 'errors.status.notFound')).toBe('Not found');
    expect(errorText('fr', 'errors.status.notFound')).toBe('Introuvable');
  });

  it('puts its params in, a phrase param said in the same language', () => {
    const locked = {
      key: 'portal.workflow.refusals.orderLocked',
      params: { status: { key: ORDER_STATUS_KEYS.shipped } },
    } as const;
    expect(errorText('en', locked)).toBe('An order that is Shipped can no longer be edited');
    expect(errorText('fr', locked)).toMatch(
      /^Une commande au statut \S+ ne peut plus être modifiée$/,
    );
    expect(errorText('fr', locked)).not.toContain('Shipped');
  });

  it('joins a list of phrases and picks a plural', () => {
    const again = {
      key: 'errors.tlsExports.alreadyExported',
      params: {
        smart_count: 2,
        where: [
          { key: 'errors.tlsExports.exportedIn', params: { order: 'TR-00001', batch: '3' } },
          { key: 'errors.tlsExports.exportedIn', params: { order: 'TR-00002', batch: '4' } },
        ],
      },
    } as const;
    expect(errorText('en', again)).toBe(
      'Already exported: TR-00001 in batch 3, TR-00002 in batch 4. Give a reason to export them again',
    );
  });

  it("says a resource's name in lower case inside a sentence", () => {
    const noSuch = {
      key: 'errors.records.noSuch',
      params: {
        resource: { key: 'resources.species.name', params: { smart_count: 1 }, lowercase: true },
      },
    } as const;
    expect(errorText('en', noSuch)).toBe('No such species');
    expect(errorText('fr', noSuch)).toBe('Élément introuvable (espèce)');
  });

  it('knows an error key from a text', () => {
    expect(isErrorKey('errors.lists.notSortable')).toBe(true);
    expect(isErrorKey('mail.account.resetPassword.subject')).toBe(false);
    expect(isErrorKey('Invalid input')).toBe(false);
  });
});
