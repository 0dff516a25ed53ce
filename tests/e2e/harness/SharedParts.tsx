import { AdminContext, Form, memoryStore, useNotify } from 'react-admin';
import { portalI18nProvider } from '../../../src/client/i18n/portalI18nProvider';
import { DateInput } from '../../../src/client/common/DateInput';
import { ToastStack } from '../../../src/client/common/notifications/ToastStack';
import { consoleTheme } from '../../../src/client/shell/theme/consoleTheme';

function RaiseProblems() {
  const notify = useNotify();
  return (
    <button
      type="button"
      onClick={() => {
        for (let n = 1; n <= 5; n += 1) {
          notify(`Problem ${n}`, { type: n % 2 ? 'error' : 'warning' });
        }
      }}
    >
      Raise 5 problems
    </button>
  );
}

/** The toasts and the date input, which no finished screen uses yet. */
export function SharedParts() {
  return (
    <AdminContext i18nProvider={portalI18nProvider} store={memoryStore()} theme={consoleTheme}>
      <RaiseProblems />
      <Form mode="onChange">
        <DateInput source="huntedOn" label="Hunted on" />
        <button type="submit">Save</button>
      </Form>
      <ToastStack />
    </AdminContext>
  );
}
