import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// DESIGN.md "Rules of the house", enforced by lint so a wrong import fails fast.
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
});
