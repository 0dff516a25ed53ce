import { describeToastRules } from '../../../../tests/support/toastRules';
import { GuestToasts, useGuestNotify } from './GuestToasts';

// The pages without the shell have their own toast host (no react-admin there): the same rules.
describeToastRules('guest pages', {
  Host: GuestToasts,
  useNotify: useGuestNotify,
});
