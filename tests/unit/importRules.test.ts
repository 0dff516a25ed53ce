import { join } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type ImportGraph } from './importGraph';
import { serverLayerBreaches } from './serverLayers';

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
    ['src/client/session/auth/x.ts', "import { LoginPage } from '../guest/LoginPage';"],
    ['src/client/session/auth/x.ts', "import { BusyButton } from '../forms/BusyButton';"],
    ['src/client/session/auth/x.ts', "const page = () => import('../account/ProfilePage');"],
    ['src/client/session/forms/x.ts', "import { usePortalServices } from '../auth/PortalServicesContext';"],
    ['src/client/session/guest/x.ts', "import { useAccount } from '../account/useAccount';"],
    ['src/client/session/account/x.ts', "import { useGuestNotify } from '../guest/GuestToasts';"],
  ])('refuses %s reaching the other way: %s', async (file, line) => {
    expect(await ruleIds(file, `${line}\nexport const x = 1;\n`)).toContain(
      'import/no-restricted-paths',
    );
  });

  it('lets the guest and account pages use the session and the form components', async () => {
    for (const file of ['src/client/session/guest/x.ts', 'src/client/session/account/x.ts']) {
      const code =
        "import { usePortalServices } from '../auth/PortalServicesContext';\n" +
        "import { BusyButton } from '../forms/BusyButton';\n" +
        'export const x = [usePortalServices, BusyButton];\n';
      expect(await ruleIds(file, code)).toEqual([]);
    }
  });
});

const root = join(import.meta.dirname, '../..');
const project = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
)!;

let projectImports: ImportGraph | undefined;
/** The repository's graph, read once: seconds on a busy machine, hence the tests' timeout. */
const projectGraph = () => (projectImports ??= importGraph(project.fileNames, project.options));

/** The graph of a few files held in memory, keyed by their path under a made-up root. */
function fixtureGraph(files: Record<string, string>): ImportGraph {
  const at = Object.fromEntries(
    Object.entries(files).map(([file, text]) => [join('/fixture', file), text]),
  );
  const host = {
    fileExists: (file: string) => Object.hasOwn(at, file),
    readFile: (file: string) => at[file],
  };
  return importGraph(Object.keys(at), project.options, host);
}

// Lint's import/no-cycle skips `import type`; these checks read the graph TypeScript resolves.
describe('import graph', { timeout: 30_000 }, () => {
  it('has no cycle, type imports included', () => {
    const cycles = importCycles(projectGraph());
    expect(cycles.map((cycle) => cycle.map((file) => file.slice(root.length + 1)))).toEqual([]);
  });

  it('finds a cycle that closes through an `import type`', () => {
    const graph = fixtureGraph({
      'a.ts': "import type { B } from './b';\nexport const a = (b: B) => b;\n",
      'b.ts': "import { a } from './a';\nexport type B = typeof a;\n",
      'c.ts': "import { a } from './a';\nexport const c = a;\n",
    });
    expect(importCycles(graph)).toEqual([['/fixture/a.ts', '/fixture/b.ts']]);
  });
});

describe('server layers', { timeout: 30_000 }, () => {
  it('holds on the server', () => {
    expect(serverLayerBreaches(projectGraph(), root)).toEqual([]);
  });

  // A feature internal, a feature's public module, a one-file feature, the engine.
  const targets = {
    'src/features/orders/server/orderSources.ts': 'export const orderSources = 1;\n',
    'src/features/orders/server/public.ts': "export { orderSources } from './orderSources';\n",
    'src/features/outfitters/server.ts': 'export const outfittersServer = 1;\n',
    'src/server/mail/public.ts': 'export const queueMail = 1;\n',
    'src/engine/server/crudRoutes.ts': 'export const crudRoutes = 1;\n',
  };
  const breaches = (importer: string, from: string) =>
    serverLayerBreaches(
      fixtureGraph({
        ...targets,
        [importer]: `import type { X } from '${from}';\nexport type Y = X;\n`,
      }),
      '/fixture',
    );

  it.each([
    ['src/features/dashboards/server/x.ts', '../orders/orderSources'],
    ['src/server/mail/x.ts', '../src/features/orders/definition/orderSources'],
    ['src/server/routes/x.ts', '../src/features/orders/definition/orderSources'],
  ])("refuses %s importing another feature's internal file %s", (importer, from) => {
    expect(breaches(importer, from)).toHaveLength(1);
  });

  it.each([
    ['src/server/auth/x.ts', '../src/features/orders/definition/public'],
    ['src/server/auth/x.ts', '../mail/public'],
    ['src/server/plugins/x.ts', '../src/features/outfitters/definition'],
    ['src/engine/server/x.ts', '../src/features/orders/definition/public'],
    ['src/server/auth/x.ts', '../engine/crudRoutes'],
    ['src/server/http/x.ts', '../engine/crudRoutes'],
  ])('refuses %s, below it, importing %s', (importer, from) => {
    expect(breaches(importer, from)).toHaveLength(1);
  });

  it.each([
    ['src/features/dashboards/server/x.ts', '../orders/public'],
    ['src/features/clients/server/x.ts', '../outfitters'],
    ['src/features/orders/server/x.ts', './orderSources'],
    ['src/features/orders/server/x.ts', '../../engine/crudRoutes'],
    ['src/server/routes/x.ts', '../mail/public'],
    ['src/server/app.ts', './src/features/orders/definition/orderSources'],
    ['src/server/db/seed/x.ts', '../../src/features/orders/definition/orderSources'],
  ])('lets %s import %s', (importer, from) => {
    expect(breaches(importer, from)).toEqual([]);
  });
});
