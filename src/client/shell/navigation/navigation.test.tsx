import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePermissions } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles';
import { renderInConsole } from '../../../../tests/support/renderInConsole';
import { userWithRoles } from '../../../../tests/support/testAuthProvider';
import { portalI18nProvider } from '../../i18n/portalI18nProvider';
import { NavigationMenu } from '../layout/NavigationMenu';
import { Sidebar } from '../layout/Sidebar';
import { UserMenu } from '../layout/UserMenu';

function RolesLoaded() {
  return usePermissions().isPending ? null : <span>roles loaded</span>;
}

const roles: Role[] = [
  'admin',
  'customerLiaison',
  'huntingOutfitter',
  'professionalHunter',
  'collector',
  'client',
];
const staff = roles.filter((role) => role !== 'client');
const allBut = (...excluded: Role[]) => roles.filter((role) => !excluded.includes(role));

// docs/roles-and-access.md#drawer-visibility, row by row, in the drawer's order
// (docs/navigation.md#side-drawer).
const drawerTable: [item: string, visibleTo: Role[]][] = [
  ['IRs', ['admin', 'customerLiaison', 'collector']],
  ['Client Orders', allBut('collector')],
  ['Workbench', ['admin', 'customerLiaison']],
  ['Clients', ['huntingOutfitter', 'admin', 'customerLiaison']],
  ['Crates', ['admin', 'customerLiaison']],
  ['Shipments', ['admin', 'customerLiaison']],
  ['Documents', ['huntingOutfitter', 'professionalHunter']],
  ['Manage Users', ['admin']],
  ['Pricelists', ['admin', 'customerLiaison']],
  ['Trophies', ['admin', 'customerLiaison']],
  ['Production steps', ['admin']],
  ['Species', ['admin', 'customerLiaison']],
  ['Dashboards', ['admin', 'customerLiaison']],
  ['Export To TLS', ['admin', 'customerLiaison']],
];

// docs/roles-and-access.md#user-menu-items, item by item.
const userMenuTable: [item: string, visibleTo: Role[]][] = [
  ['Orders', allBut('collector')],
  ['Clients', allBut('client', 'collector')],
  ['Documents', ['huntingOutfitter']],
  ['Studio settings', ['admin']],
  ['Account Settings', allBut('collector')],
  ['Logout', roles],
];

const expectedFor = (table: [string, Role[]][], role: Role) =>
  table.filter(([, visibleTo]) => visibleTo.includes(role)).map(([item]) => item);

describe('side drawer per role', () => {
  it.each(staff)('shows a %s exactly the items of its roles, in drawer order', async (role) => {
    renderInConsole(<NavigationMenu />, { user: userWithRoles(role) });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('menuitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(expectedFor(drawerTable, role)),
    );
  });

  it('is not there at all for a user with no staff role', async () => {
    renderInConsole(
      <>
        <Sidebar>
          <NavigationMenu />
        </Sidebar>
        <RolesLoaded />
      </>,
      { user: userWithRoles('client') },
    );
    await screen.findByText('roles loaded');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });
});

describe('user menu per role', () => {
  it.each(roles)('offers a %s exactly the items of its roles', async (role) => {
    renderInConsole(<UserMenu />, { user: userWithRoles(role) });
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(expectedFor(userMenuTable, role)),
    );
  });
});

describe('the drawer and the user menu in French', { timeout: 20_000 }, () => {
  it('name the areas in French for a user whose language is French', async () => {
    await portalI18nProvider.changeLocale('fr');
    try {
      renderInConsole(
        <>
          <NavigationMenu />
          <UserMenu />
        </>,
        { user: userWithRoles('admin') },
      );
      const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
      expect(
        await within(nav).findByRole('menuitem', { name: 'Commandes des clients' }),
      ).toBeVisible();
      expect(within(nav).getByRole('menuitem', { name: 'Tableaux de bord' })).toBeVisible();
      expect(within(nav).getByRole('menuitem', { name: 'Gérer les utilisateurs' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Menu utilisateur' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Commandes' })).toBeVisible();
      expect(within(menu).getByRole('menuitem', { name: 'Paramètres du compte' })).toBeVisible();
      expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible();
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
