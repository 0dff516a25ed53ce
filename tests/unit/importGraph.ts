import ts from 'typescript';

/** Each file's imports: the project's files it names, by absolute path. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The import graph as TypeScript resolves it, counting what lint's import/no-cycle skips: `import
 * type`, `export ... from` and `import()` (docs/architecture.md#import-rules). Packages and virtual
 * modules are left out.
 * @example importGraph(config.fileNames, config.options)
 */
export function importGraph(
  fileNames: readonly string[],
  options: ts.CompilerOptions,
  host: ts.ModuleResolutionHost = ts.sys,
): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of fileNames) {
    const { importedFiles } = ts.preProcessFile(host.readFile(file) ?? '', true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const { resolvedModule } = ts.resolveModuleName(fileName, file, options, host);
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) return [];
      return [resolvedModule.resolvedFileName];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import cycles: each group of files that import one another, round and round (Tarjan's
 * strongly connected components), and any file that imports itself.
 * @example importCycles(graph) // [['/repo/a.ts', '/repo/b.ts']]
 */
export function importCycles(graph: ImportGraph): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, order.get(target)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}
