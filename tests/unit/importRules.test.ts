import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// README.md#architecture (the import direction), enforced by lint so a wrong import fails fast.
// The first lint builds the import graph for no-cycle: seconds on a busy machine, hence the timeout.
describe('import direction', { timeout: 30_000 }, () => {
  it('refuses resources/ importing from src/', async () => {
    expect(
      await ruleIds(
        'resources/x.ts',
        "import { paths } from '../src/shared/paths';\nexport const x = paths;\n",
      ),
    ).toContain('import/no-restricted-paths');
  });

  it('refuses the client importing server code, but allows server types', async () => {
    expect(
      await ruleIds(
        'src/client/x.ts',
        "import { buildApp } from '../server/app';\nexport const x = buildApp;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await ruleIds(
        'src/client/x.ts',
        "import type { AppConfig } from '../server/config';\nexport type X = AppConfig;\n",
      ),
    ).toEqual([]);
  });

  it('refuses the server importing client code', async () => {
    expect(
      await ruleIds(
        'src/server/x.ts',
        "import { App } from '../client/App';\nexport const x = App;\n",
      ),
    ).toContain('import/no-restricted-paths');
  });

  // The account screens import one way: guest/ and account/ -> auth/ and forms/.
  it.each([
    ['src/client/auth/x.ts', "import { LoginPage } from '../guest/LoginPage';"],
    ['src/client/auth/x.ts', "import { BusyButton } from '../forms/BusyButton';"],
    ['src/client/auth/x.ts', "const page = () => import('../account/ProfilePage');"],
    ['src/client/forms/x.ts', "import { usePortalServices } from '../auth/PortalServicesContext';"],
    ['src/client/guest/x.ts', "import { useAccount } from '../account/useAccount';"],
    ['src/client/account/x.ts', "import { useGuestNotify } from '../guest/GuestToasts';"],
  ])('refuses %s reaching the other way: %s', async (file, line) => {
    expect(await ruleIds(file, `${line}\nexport const x = 1;\n`)).toContain(
      'import/no-restricted-paths',
    );
  });

  it('lets the guest and account pages use the session and the form components', async () => {
    for (const file of ['src/client/guest/x.ts', 'src/client/account/x.ts']) {
      const code =
        "import { usePortalServices } from '../auth/PortalServicesContext';\n" +
        "import { BusyButton } from '../forms/BusyButton';\n" +
        'export const x = [usePortalServices, BusyButton];\n';
      expect(await ruleIds(file, code)).toEqual([]);
    }
  });
});
