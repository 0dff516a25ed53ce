import type { ReactNode } from 'react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { describeToastRules } from '../../../../tests/support/toastRules';
import { portalI18nProvider } from '../../i18n/portalI18nProvider';
import { ToastStack } from './ToastStack';

function ConsoleToasts({ children }: { children: ReactNode }) {
  return (
    <AdminContext store={memoryStore()} i18nProvider={portalI18nProvider}>
      {children}
      <ToastStack />
    </AdminContext>
  );
}

describeToastRules('console', {
  Host: ConsoleToasts,
  useNotify,
});
