import { createRoot } from 'react-dom/client';
import { AdminContext, Form, memoryStore, useNotify } from 'react-admin';
import { DateInput } from '../../../src/client/common/DateInput';
import { ToastStack } from '../../../src/client/notifications/ToastStack';
import { consoleTheme } from '../../../src/client/theme/consoleTheme';
import '../../../src/client/theme/pageStyle';

// Shared parts of the shell that no finished screen uses yet, mounted alone for the browser tests.
// Built only by tests/e2e/support/harness.ts, never into the portal.
function RaiseErrors() {
  const notify = useNotify();
  return (
    <button
      type="button"
      onClick={() => {
        for (let n = 1; n <= 5; n += 1)
          notify(`Problem ${n}`, { type: n % 2 ? 'error' : 'warning' });
      }}
    >
      Raise 5 problems
    </button>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <AdminContext store={memoryStore()} theme={consoleTheme}>
    <RaiseErrors />
    <Form mode="onChange">
      <DateInput source="huntedOn" label="Hunted on" />
      <button type="submit">Save</button>
    </Form>
    <ToastStack />
  </AdminContext>,
);
