import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenMessages } from '../../shared/i18n/messageKeys';
import { englishMessages } from './englishMessages';
import { frenchMessages } from './frenchMessages';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const english = flattenMessages(englishMessages);
const french = flattenMessages(frenchMessages);

describe('translations (docs/languages.md#messages)', () => {
  it('every English message has a French one, and French has no message English lacks', () => {
    const missingInFrench = [...english.keys()].filter((key) => !french.has(key));
    const onlyInFrench = [...french.keys()].filter((key) => !english.has(key));
    expect({ missingInFrench, onlyInFrench }).toEqual({ missingInFrench: [], onlyInFrench: [] });
  });

  // react-admin's own texts include a deliberate blank (ra.boolean.null); the portal's have none.
  it('no portal message is empty in either language', () => {
    const empty = [...english, ...french].filter(
      ([key, text]) => key.startsWith('portal.') && text.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('every portal key the code names is in the English messages', () => {
    const named = ['src', 'resources']
      .flatMap(sourceFiles)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/['"`](portal\.[A-Za-z0-9_.]+)['"`]/g)].map(
          (match) => ({ file, key: match[1] ?? '' }),
        ),
      );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ key }) => !english.has(key))).toEqual([]);
  });
});
