import { describe, expect, it } from 'vitest';
import { portalI18nProvider } from '../../i18n/portalI18nProvider';
import { paths } from '../../../shared/paths';
import { navigationItems } from './navigationItems';
import { isActive, itemLabel } from './visibleItems';

const item = (label: string) => {
  const found = navigationItems.find(
    (candidate) => itemLabel(portalI18nProvider.translate, candidate.label) === label,
  );
  if (!found) throw new Error(`no navigation item ${label}`);
  return found;
};

describe('an item is highlighted when the current path equals or begins with its path', () => {
  it.each([
    ['Clients', paths.clients, true],
    ['Clients', `${paths.clients}/create`, true],
    ['Clients', `${paths.clients}/42`, true],
    ['Clients', `${paths.clients}-archive`, false],
    ['IRs', `${paths.instructionRegisters}/farms/7`, true],
    ['Client Orders', paths.home, true],
    ['Client Orders', `${paths.orders}/q-17`, true],
    ['Client Orders', paths.clients, false],
    ['Manage Users', paths.users, true],
    ['Manage Users', paths.pricelists, false],
  ] as const)('%s on %s: %s', (label, pathname, highlighted) => {
    expect(isActive(item(label), pathname)).toBe(highlighted);
  });
});

describe('the navigation table', () => {
  it('uses only paths of the one paths module', () => {
    const known: string[] = Object.values(paths);
    for (const entry of navigationItems) expect(known).toContain(entry.path);
  });
});

describe('the navigation labels (docs/languages.md#messages)', () => {
  it('names every item and every user menu entry by a message English has', () => {
    const labels = navigationItems.flatMap((entry) => [
      entry.label,
      ...(entry.userMenu?.label ? [entry.userMenu.label] : []),
    ]);
    const unnamed = labels.filter(
      (label) => portalI18nProvider.translate(label, { smart_count: 2, _: '' }) === '',
    );
    expect(unnamed).toEqual([]);
  });
});
