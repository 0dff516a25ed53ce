import { join } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type ImportGraph } from './importGraph';
import { layerBreaches } from './layers';

const eslint = new ESLint();

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// README.md#architecture (the import direction), enforced by lint so a wrong import fails fast.
// The first lint builds the import graph for no-cycle: seconds on a busy machine, hence the timeout.
describe('import direction', { timeout: 30_000 }, () => {
  it.each([
    ['src/features/orders/x.ts', "import { orderSearch } from './server/orderSearch';"],
    ['src/features/orders/x.ts', "import { ordersTable } from './table';"],
    ['src/shared/x.ts', "import { App } from '../client/App';"],
    ['src/engine/x.ts', "import { crudRoutes } from './server/crudRoutes';"],
  ])('refuses browser-safe %s importing a tier: %s', async (file, line) => {
    expect(await ruleIds(file, `${line}\nexport const x = 1;\n`)).toContain(
      'import/no-restricted-paths',
    );
  });

  it('refuses screens importing server code, but allows server types', async () => {
    for (const [file, from] of [
      ['src/features/orders/screens/x.ts', '../server/orderSearch'],
      ['src/client/x.ts', '../server/app'],
    ] as const) {
      expect(await ruleIds(file, `import { a } from '${from}';\nexport const x = a;\n`)).toContain(
        '@typescript-eslint/no-restricted-imports',
      );
      expect(
        await ruleIds(file, `import type { A } from '${from}';\nexport type X = A;\n`),
      ).toEqual([]);
    }
  });

  it('refuses the server importing client code', async () => {
    for (const [file, from] of [
      ['src/features/orders/server/x.ts', '../screens/OrderList'],
      ['src/server/x.ts', '../client/App'],
    ] as const) {
      expect(await ruleIds(file, `import { a } from '${from}';\nexport const x = a;\n`)).toContain(
        'import/no-restricted-paths',
      );
    }
  });

  // The account screens import one way: guest/ and account/ -> auth/ and forms/.
  it.each([
    ['src/client/session/auth/x.ts', "import { LoginPage } from '../guest/LoginPage';"],
    ['src/client/session/auth/x.ts', "import { BusyButton } from '../forms/BusyButton';"],
    ['src/client/session/auth/x.ts', "const page = () => import('../account/ProfilePage');"],
    [
      'src/client/session/forms/x.ts',
      "import { usePortalServices } from '../auth/PortalServicesContext';",
    ],
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

describe('layers', { timeout: 30_000 }, () => {
  it('hold', () => {
    expect(layerBreaches(projectGraph(), root)).toEqual([]);
  });

  // A feature's internal file, its public faces, its table, a service's public module, the engine.
  const targets = {
    'src/features/orders/server/orderSources.ts': 'export const orderSources = 1;\n',
    'src/features/orders/server/public.ts': "export { orderSources } from './orderSources';\n",
    'src/features/orders/definition.ts': 'export const orders = 1;\n',
    'src/features/orders/table.ts': 'export const ordersTable = 1;\n',
    'src/features/documents/screens/DocumentFiles.tsx': 'export const DocumentFiles = 1;\n',
    'src/features/documents/screens/public.ts':
      "export { DocumentFiles } from './DocumentFiles';\n",
    'src/server/mail/queue.ts': 'export const queueMail = 1;\n',
    'src/server/mail/public.ts': "export { queueMail } from './queue';\n",
    'src/engine/server/crudRoutes.ts': 'export const crudRoutes = 1;\n',
  };
  const breaches = (importer: string, from: string) =>
    layerBreaches(
      fixtureGraph({
        ...targets,
        [importer]: `import type { X } from '${from}';\nexport type Y = X;\n`,
      }),
      '/fixture',
    );

  it.each([
    ['src/features/dashboards/server/x.ts', '../../orders/server/orderSources'],
    ['src/features/instruction-registers/screens/x.ts', '../../documents/screens/DocumentFiles'],
    ['src/server/routes/x.ts', '../mail/queue'],
    ['src/server/routes/x.ts', '../../features/orders/server/orderSources'],
  ])("refuses %s importing another feature's internal file %s", (importer, from) => {
    expect(breaches(importer, from)).toHaveLength(1);
  });

  it.each([
    ['src/server/auth/x.ts', '../../features/orders/server/public'],
    ['src/server/auth/x.ts', '../mail/public'],
    ['src/server/plugins/x.ts', '../../features/orders/definition'],
    ['src/engine/server/x.ts', '../../features/orders/server/public'],
    ['src/server/auth/x.ts', '../../engine/server/crudRoutes'],
    ['src/server/http/x.ts', '../../engine/server/crudRoutes'],
  ])('refuses %s, below it, importing %s', (importer, from) => {
    expect(breaches(importer, from)).toHaveLength(1);
  });

  it.each([
    ['src/features/dashboards/server/x.ts', '../../orders/server/public'],
    ['src/features/dashboards/server/x.ts', '../../orders/definition'],
    ['src/features/instruction-registers/screens/x.ts', '../../documents/screens/public'],
    ['src/features/orders/server/x.ts', './orderSources'],
    ['src/features/orders/server/x.ts', '../../../engine/server/crudRoutes'],
    ['src/server/auth/x.ts', '../../features/orders/table'],
    ['src/engine/server/x.ts', '../../server/mail/public'],
    ['src/server/routes/x.ts', '../mail/public'],
    ['src/server/app.ts', '../features/orders/server/orderSources'],
    ['src/server/db/seed/x.ts', '../../../features/orders/server/orderSources'],
  ])('lets %s import %s', (importer, from) => {
    expect(breaches(importer, from)).toEqual([]);
  });
});
