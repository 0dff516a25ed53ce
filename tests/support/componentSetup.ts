import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-app renders wait on react-admin and msw; on two shared cores one second is too tight.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
