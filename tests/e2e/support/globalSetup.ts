import { execFileSync } from 'node:child_process';
import { assertChromiumInstalled } from './chromium';

// Fail loudly, never skip, when there is no browser; then build the client the server will serve.
export default function globalSetup(): void {
  assertChromiumInstalled();
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensureClientBuild.ts'], {
    stdio: 'inherit',
  });
}
