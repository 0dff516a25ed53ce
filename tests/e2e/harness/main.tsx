import simpleRestProvider from 'ra-data-simple-rest';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { roleSchema } from '../../../resources/roles';
import { Console } from '../../../src/client/console/Console';
import '../../../src/client/theme/pageStyle';
import { testAuthProvider } from '../../support/testAuthProvider';
import { SharedParts } from './SharedParts';

// The shell's parts in real Chromium before the accounts client lands: /parts shows the shared
// inputs and toasts; any other path shows the real console signed in with the roles of `?as=`
// (kept for the session, so reloads and links keep them). Built only by tests/e2e/support/harness.ts.
const asked = new URLSearchParams(window.location.search).get('as');
if (asked) sessionStorage.setItem('as', asked);
const roles = (sessionStorage.getItem('as') ?? 'admin')
  .split(',')
  .map((role) => roleSchema.parse(role));

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  window.location.pathname === '/parts' ? (
    <SharedParts />
  ) : (
    <BrowserRouter>
      <Console
        dataProvider={simpleRestProvider('/api')}
        authProvider={testAuthProvider({
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          roles,
        })}
      />
    </BrowserRouter>
  ),
);
