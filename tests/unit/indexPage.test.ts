import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishPageMessages } from '../../src/client/i18n/englishPageMessages';
import { apiPaths } from '../../src/shared/apiPaths';

const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

describe('index.html, before any script runs', () => {
  it("paints the guard's loading state, in the language the app starts in", () => {
    const loading = englishPageMessages.portal.shell.guard.loading;
    expect(page).toMatch(
      new RegExp(`<div id="root">\\s*<div role="status"[^>]*>${loading}</div>\\s*</div>`),
    );
  });

  it('asks for the profile the guard waits for, as the HTTP client asks for it', () => {
    // crossorigin (anonymous): the same-origin credentials of the client's calls, or the browser
    // would not hand the answer over (src/client/data/http/sendRequest.ts).
    expect(page).toContain(
      `<link rel="preload" as="fetch" href="${apiPaths.clients.profile}" crossorigin />`,
    );
  });

  it('names the icon public/ holds, so a browser asks for no /favicon.ico the portal lacks', () => {
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    const icon = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    expect(icon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
