import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// bench/bundle: the client's order page has the orders list's first-load budget, and zod alone is
// 25 KB of it (gzip). A reader's order loads the order's editor screen (which shows them the document), and on demand the payments and the
// thread it shows at once; it reaches zod only through what loads for staff (the editor's form,
// the payment and date inputs). A constant that one of its screens takes from a definition module
// brings zod, and the other definitions that module imports, into the page's first load. This
// walks what those modules run when they load: value imports and re-exports, not `import type` nor
// `import()`.

const root = join(import.meta.dirname, '../..');
const options: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler };

/** What a file imports to run: its static, non-type imports and re-exports. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest);
  const named: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.every((element) => element.isTypeOnly)
          : false);
      if (!typeOnly) named.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly
    ) {
      named.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return named;
}

/** The packages' modules `entries` run when they load (`zod`, `@mui/material/Switch`), each with the project file that names it first. */
function externalModulesReached(entries: string[]): Map<string, string> {
  const modules = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      const { resolvedModule } = ts.resolveModuleName(specifier, file, options, ts.sys);
      if (resolvedModule && !resolvedModule.isExternalLibraryImport) {
        visit(resolvedModule.resolvedFileName);
      } else if (!specifier.startsWith('.') && !specifier.startsWith('virtual:')) {
        if (!modules.has(specifier)) modules.set(specifier, file.replace(`${root}/`, ''));
      }
    }
  };
  entries.forEach(visit);
  return modules;
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe("the client's order page's first load", () => {
  const reached = externalModulesReached(
    [
      'src/features/orders/screens/OrderEditor.tsx',
      'src/features/payments/screens/public.ts',
      'src/features/messages/screens/MessageThread.tsx',
    ].map((file) => join(root, file)),
  );

  it('runs no zod', () => {
    const packages = new Set([...reached.keys()].map(packageOf));
    expect(packages.has('react-admin')).toBe(true);
    expect(packages.has('zod')).toBe(false);
  });

  // docs/messages.md#internal-notes: only staff see the internal-note switch (MUI's Switch, 2.6 KB
  // gzip), so it loads with the switch, not with the thread.
  it("runs no switch: staff's internal-note switch loads on its own", () => {
    expect(reached.get('@mui/material/Switch')).toBeUndefined();
  });
});
