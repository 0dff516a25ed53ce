import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-app renders wait on react-admin and msw, and a file's first render also waits while Vitest
// transforms the lazily loaded console and screens; on two shared cores that can pass 5 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
