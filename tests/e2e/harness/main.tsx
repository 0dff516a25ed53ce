import { createRoot } from 'react-dom/client';
import '../../../src/client/shell/theme/pageStyle';
import { SharedParts } from './SharedParts';

// The shell's shared inputs and toasts on one page, in real Chromium, for tests that need to drive
// them directly (date range, toast limit and timing). Built only by tests/e2e/support/harness.ts.
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<SharedParts />);
