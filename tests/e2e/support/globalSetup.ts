import { execFileSync } from 'node:child_process';
import { assertChromiumInstalled } from './chromium';
import { buildHarness } from './harness';

// Fail loudly, never skip, when there is no browser; then build the client the server will serve,
// and the harness page of the shell's shared parts.
export default async function globalSetup(): Promise<void> {
  assertChromiumInstalled();
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensureBuild.ts'], {
    stdio: 'inherit',
  });
  await buildHarness();
}
