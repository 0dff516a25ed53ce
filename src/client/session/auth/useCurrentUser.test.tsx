import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/apiPaths';
import {
  aProfile,
  recordCalls,
  sessionHandlers,
  setupApiMocks,
} from '../../../../tests/support/apiMocks';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';
import { useCurrentUser } from './useCurrentUser';

const server = setupApiMocks();
const calls = recordCalls(server);

function Reader() {
  const user = useCurrentUser();
  return <p>{user.data ? `reader sees ${user.data.fullName}` : 'reader waits'}</p>;
}

function ReaderToggle() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setShown((value) => !value)}>toggle</button>
      {shown && <Reader />}
    </>
  );
}

describe('the current-user query runs at start and refetches when a reader mounts', () => {
  it('runs at start and refetches whenever a reader mounts', async () => {
    server.use(...sessionHandlers(aProfile()));
    renderWithPortal(<ReaderToggle />);
    expect(await screen.findByText('reader sees Sam Hunter')).toBeInTheDocument();
    const profileCalls = () => calls.filter((call) => call === `GET ${apiPaths.clients.profile}`);
    expect(profileCalls()).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(profileCalls()).toHaveLength(2));
  });
});
