import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Title } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInConsole } from '../../../../tests/support/renderInConsole';
import { userWithRoles } from '../../../../tests/support/testAuthProvider';
import { APP_SETTINGS_KEY } from './appSettings';
import { Layout } from './Layout';
import { portalStore } from './portalStore';

function Broken(): never {
  throw new Error('render failure');
}

const shellAt = (path: string, user = userWithRoles('admin')) =>
  renderInConsole(
    <Layout>
      <Routes>
        <Route path="/broken" element={<Broken />} />
        <Route path="/titled" element={<Title title="Instruction registers" />} />
        <Route path="*" element={<p>a screen</p>} />
      </Routes>
    </Layout>,
    // The console's own store, over jsdom's local storage.
    { user, path, store: portalStore() },
  );

afterEach(() => localStorage.clear());

describe('the shell: header, user menu and side drawer', () => {
  it('names the product with its subtitle and links it to /', async () => {
    shellAt('/clients');
    const home = screen.getByRole('link', { name: /Trophy Portal, Customer Portal/ });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Trophy Portal Customer Portal');
  });

  it('shows the user with initials, full name and e-mail in the user menu', async () => {
    shellAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getAllByText('AL').length).toBeGreaterThan(0);
  });

  it("makes the screen's title the page's h1 (docs/screens.md#accessibility)", async () => {
    shellAt('/titled');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instruction registers' }),
    ).toBeInTheDocument();
  });

  it('has no empty heading on a screen that names itself', () => {
    shellAt('/');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('highlights the drawer item whose path the current path begins with', async () => {
    shellAt('/clients/7');
    const clients = await screen.findByRole('menuitem', { name: 'Clients' });
    expect(clients).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Client Orders' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('saves the drawer toggle in local storage under app.settings (navigationExpanded)', async () => {
    shellAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(JSON.parse(localStorage.getItem(APP_SETTINGS_KEY) ?? '{}')).toEqual({
      navigationExpanded: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(JSON.parse(localStorage.getItem(APP_SETTINGS_KEY) ?? '{}')).toEqual({
      navigationExpanded: true,
    });
  });

  it('starts collapsed when app.settings says so', async () => {
    localStorage.setItem(APP_SETTINGS_KEY, JSON.stringify({ navigationExpanded: false }));
    shellAt('/');
    expect(await screen.findByRole('button', { name: 'Expand menu' })).toBeVisible();
  });

  it('has no drawer toggle for a user without a staff role', async () => {
    shellAt('/', userWithRoles('client'));
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await screen.findByText('Ada Lovelace');
    expect(screen.queryByRole('button', { name: /menu$/ })).toBeNull();
  });

  it('shows Something went wrong in place of a screen that fails to render, the shell still there', async () => {
    shellAt('/broken');
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Clients' })).toBeVisible());
  });
});
