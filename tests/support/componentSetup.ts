import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { pageI18nProvider } from '../../src/client/i18n/pageI18nProvider';
import { portalI18nProvider } from '../../src/client/i18n/portalI18nProvider';

// Whole-app renders wait on react-admin and msw, and a file's first render also waits while Vitest
// transforms the lazily loaded console and screens; on two shared cores that can pass 5 s.
configure({ asyncUtilTimeout: 15_000 });

// The component files share their modules, each on a page of its own (vitest.config.ts). Emotion's
// default cache is a module's: it would keep writing to the first file's page and skip the styles
// it wrote there, so every file starts it again on its own page.
beforeAll(() => {
  const { result, unmount } = renderHook(() => useEmotionCache());
  unmount();
  const cache = result.current;
  if (!cache) throw new Error('emotion has no default cache outside a page');
  cache.sheet.flush();
  cache.sheet.container = document.head;
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
});

// Each test leaves what the files share as it found it: online, in English, with nothing stored.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  onlineManager.setOnline(true);
  await Promise.all([pageI18nProvider.changeLocale('en'), portalI18nProvider.changeLocale('en')]);
});
