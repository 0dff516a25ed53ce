import path from 'node:path';
import type { ImportGraph } from './importGraph';

// The layers (docs/architecture.md#import-rules), as paths under src/.

/** What wires the parts together: these may import any file of any feature. */
const COMPOSITION =
  /^(server\/(app|main|startPortal)\.ts|features\/serverResources\.ts|server\/db\/seed\/)/;

/** Below the features: these import none but their tables, which are the database's. */
const BELOW_FEATURES = /^(server\/(auth|plugins|http|db|limits|i18n)|engine)\//;

/** Below the engine too: these import neither a feature nor the engine's server side. */
const BELOW_ENGINE = /^server\/(auth|plugins|http|db|limits|i18n)\//;

/** The services the engine builds on, through their public module only. */
const ENGINE_SERVICES = /^server\/(files|mail|jobs)$/;

interface Feature {
  name: string;
  /** Whether another part may import this file of the feature. */
  isPublic: boolean;
}

/**
 * The feature a file belongs to: a folder of src/features (its top-level files are its face; of
 * its server/ and screens/, only their public.ts and the screens' index.ts are), or one of the
 * server's services (files/, mail/, jobs/, reached through their public.ts).
 */
function featureOf(file: string): Feature | undefined {
  const service = /^(server\/(files|mail|jobs))\/(.+)$/.exec(file);
  if (service) return { name: service[1]!, isPublic: service[3] === 'public.ts' };
  const feature = /^(features\/[^/]+)\/(.+)$/.exec(file);
  if (!feature) return undefined;
  const inside = feature[2]!;
  const isPublic =
    !inside.includes('/') ||
    /^(server|screens)\/public\.ts$/.test(inside) ||
    inside === 'screens/index.ts';
  return { name: feature[1]!, isPublic };
}

/**
 * Every import that breaks the layers, as `from -> to: why`: a feature's internal file imported
 * from outside it, or a feature or the engine imported by a layer below them.
 * @example layerBreaches(graph, repoRoot) // ['server/auth/caller.ts -> features/tls-exports/server/keys/tlsKeyAuth.ts: ...']
 */
export function layerBreaches(graph: ImportGraph, root: string): string[] {
  const underSrc = (file: string) => {
    const relative = path.relative(path.join(root, 'src'), file).split(path.sep).join('/');
    return relative.startsWith('..') ? undefined : relative;
  };
  const breaches: string[] = [];
  for (const [file, targets] of graph) {
    const from = underSrc(file);
    if (from === undefined || COMPOSITION.test(from) || /\.test\.tsx?$/.test(from)) continue;
    const own = featureOf(from)?.name;
    for (const target of targets) {
      const to = underSrc(target);
      if (to === undefined) continue;
      const feature = featureOf(to);
      const breach = (why: string) => breaches.push(`${from} -> ${to}: ${why}`);
      const engineService =
        from.startsWith('engine/server/') &&
        ENGINE_SERVICES.test(feature?.name ?? '') &&
        feature?.isPublic;
      const table = /^features\/[^/]+\/table\.ts$/.test(to);
      if (
        feature &&
        feature.name !== own &&
        BELOW_FEATURES.test(from) &&
        !engineService &&
        !table
      ) {
        breach('a layer below the features imports one');
      } else if (to.startsWith('engine/server/') && BELOW_ENGINE.test(from)) {
        breach('a layer below the engine imports it');
      } else if (feature && feature.name !== own && !feature.isPublic) {
        breach(`only the public face of ${feature.name} may be imported from outside it`);
      }
    }
  }
  return breaches;
}
