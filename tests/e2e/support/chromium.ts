import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH; Playwright's own browser downloads are not available here. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function assertChromiumInstalled(): void {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `Browser tests need Chromium at ${path}, which is missing. Install it with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
}
