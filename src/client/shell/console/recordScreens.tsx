import type { RaThemeOptions } from 'react-admin';
import { lazyComponent } from '../screens/lazyScreen';

// Loaded when a record fails to load: no list's first load pays for it (bench/bundle).
const RecordLoadError = lazyComponent(
  () => import('../../common/RecordLoadError'),
  'RecordLoadError',
  null,
);

// docs/guards.md#records-not-found: every edit and show screen, generated or the resource's own,
// shows a record that did not load inside the shell, with the way back, instead of react-admin's
// "Element does not exist" toast and a redirect. A screen's own queryOptions replace these.
const recordScreen = {
  error: <RecordLoadError />,
  queryOptions: { onError: () => undefined },
};

/** Default props of react-admin's Edit and Show, set through the console's theme. */
export const recordScreens = {
  RaEdit: { defaultProps: recordScreen },
  RaShow: { defaultProps: recordScreen },
} satisfies RaThemeOptions['components'];
