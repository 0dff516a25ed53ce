import { screen } from '@testing-library/react';
import { usePermissions } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { OwnStatementButton } from './OwnStatementButton';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

/** Shows the roles once react-admin has them, so a test knows the button has decided. */
function Roles() {
  const { permissions } = usePermissions<string[]>();
  return <p>{permissions ? `roles: ${permissions.join(', ')}` : 'no roles yet'}</p>;
}

// docs/invoices.md#in-the-app: a client's own statement on their account page, for clients only.
describe('the own statement button', { timeout: 30_000 }, () => {
  it('links a client to their own statement', async () => {
    server.use(...sessionHandlers(aProfile({ roles: ['client'] })));
    renderWithPortal(<OwnStatementButton />);
    expect(await screen.findByRole('link', { name: 'Statement (PDF)' })).toHaveAttribute(
      'href',
      '/api/clients/account/statement.pdf',
    );
  });

  it('is not there for staff, who have no statement of their own', async () => {
    server.use(...sessionHandlers(aProfile({ roles: ['admin'] })));
    renderWithPortal(
      <>
        <Roles />
        <OwnStatementButton />
      </>,
    );
    await screen.findByText('roles: admin');
    expect(screen.queryByRole('link', { name: 'Statement (PDF)' })).toBeNull();
  });
});
