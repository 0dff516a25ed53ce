import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

// Options that load code; a worker thread needs these and accepts them. Every other flag of the
// process may be one a worker thread refuses: V8's (`--max-old-space-size`, which `npm start` sets)
// and the process's own (`--title`) fail the thread at start with ERR_WORKER_INVALID_EXEC_ARGV
// (docs/quote-pdf.md#off-the-event-loop).
const LOADER_FLAGS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

/**
 * The `execArgv` for a worker thread that runs `moduleUrl`: the process's loader flags, and none of
 * the flags a thread refuses; a TypeScript module also gets tsx when the process has no loader for it
 * (Vitest runs the sources, `npm start` runs them under tsx).
 * @example new Worker(url, { execArgv: workerThreadArgv(url, process.execArgv) });
 */
export function workerThreadArgv(
  moduleUrl: URL | string,
  processArgv: readonly string[],
): string[] {
  const loaders: string[] = [];
  for (let index = 0; index < processArgv.length; index++) {
    const flag = processArgv[index]!;
    const [name] = flag.split('=', 1);
    if (!LOADER_FLAGS.has(name!)) continue;
    if (flag.includes('=')) loaders.push(flag);
    else if (index + 1 < processArgv.length) loaders.push(flag, processArgv[++index]!);
  }
  const path = typeof moduleUrl === 'string' ? moduleUrl : fileURLToPath(moduleUrl);
  const typeScript = ['.ts', '.mts'].includes(extname(path));
  if (typeScript && !loaders.some((value) => /[\\/]tsx[\\/]|^tsx$/.test(value))) {
    loaders.push('--import', 'tsx');
  }
  return loaders;
}
