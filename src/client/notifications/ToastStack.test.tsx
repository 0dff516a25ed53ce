import type { ReactNode } from 'react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { describeToastRules } from '../../../tests/support/toastRules';
import { ToastStack } from './ToastStack';

function ConsoleToasts({ children }: { children: ReactNode }) {
  return (
    <AdminContext store={memoryStore()}>
      {children}
      <ToastStack />
    </AdminContext>
  );
}

describeToastRules('console', {
  Host: ConsoleToasts,
  useNotify,
});
