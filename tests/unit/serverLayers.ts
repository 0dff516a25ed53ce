import path from 'node:path';
import type { ImportGraph } from './importGraph';

// The server's layers (docs/architecture.md#import-rules), as paths under src/server/.

/** What wires the server together: these may import any file of any feature. */
const COMPOSITION = /^(app\.ts|main\.ts|startPortal\.ts|resources\/serverResources\.ts|db\/seed\/)/;

/** Below the features: these import none. */
const BELOW_FEATURES = /^(auth|plugins|engine|http|db|limits|i18n)\//;

/** The services the engine itself builds on, through their public module only. */
const ENGINE_SERVICES = /^(files|mail|jobs)$/;

/** Below the engine too: these import neither a feature nor the engine. */
const BELOW_ENGINE = /^(auth|plugins|http|db|limits|i18n)\//;

interface Feature {
  name: string;
  /** The one file other parts may import: the folder's public.ts, or a one-file feature itself. */
  publicModule: string;
}

function featureOf(file: string): Feature | undefined {
  const folder = /^(files|mail|jobs|resources\/[^/]+)\//.exec(file)?.[1];
  if (folder) return { name: folder, publicModule: `${folder}/public.ts` };
  const single = /^resources\/([^/]+)\.ts$/.exec(file);
  if (single && file !== 'resources/serverResources.ts') {
    return { name: `resources/${single[1]}`, publicModule: file };
  }
  return undefined;
}

/**
 * Every import of the server that breaks its layers, as `from -> to: why`: a feature's internal
 * file imported from outside it (only its public module may be), or a feature or the engine
 * imported by a layer below them.
 * @example serverLayerBreaches(graph, repoRoot) // ['auth/csrf.ts -> src/features/tls-exports/tlsExports/keys/tlsKeyAuth.ts: ...']
 */
export function serverLayerBreaches(graph: ImportGraph, root: string): string[] {
  const serverPath = (file: string) => {
    const relative = path.relative(path.join(root, 'src/server'), file).split(path.sep).join('/');
    return relative.startsWith('..') ? undefined : relative;
  };
  const breaches: string[] = [];
  for (const [file, targets] of graph) {
    const from = serverPath(file);
    if (from === undefined || COMPOSITION.test(from)) continue;
    const own = featureOf(from)?.name;
    for (const target of targets) {
      const to = serverPath(target);
      if (to === undefined) continue;
      const feature = featureOf(to);
      const breach = (why: string) => breaches.push(`${from} -> ${to}: ${why}`);
      const engineService =
        from.startsWith('engine/') &&
        ENGINE_SERVICES.test(feature?.name ?? '') &&
        to === feature?.publicModule;
      if (feature && BELOW_FEATURES.test(from) && !engineService) {
        breach('a layer below the features imports one');
      } else if (to.startsWith('engine/') && BELOW_ENGINE.test(from)) {
        breach('a layer below the engine imports it');
      } else if (feature && feature.name !== own && to !== feature.publicModule) {
        breach(`only ${feature.publicModule} may be imported from outside ${feature.name}`);
      }
    }
  }
  return breaches;
}
