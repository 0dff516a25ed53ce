import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceList } from '../../features/resourceList';
import { flattenMessages } from '../../shared/i18n/messageKeys';
import { account } from './en/account';
import { clients } from './en/clients';
import { dashboards } from './en/dashboards';
import { documents } from './en/documents';
import { farms } from './en/farms';
import { irDocuments } from './en/irDocuments';
import { linePhotos } from './en/linePhotos';
import { messages } from './en/messages';
import { offline } from './en/offline';
import { orders } from './en/orders';
import { tlsExport } from './en/tlsExport';
import { englishMessages, type LateMessages } from './englishMessages';
import { frenchMessages } from './frenchMessages';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The areas whose English texts load with their screens' code (late/), and every English text.
const late: LateMessages = {
  account,
  clients,
  dashboards,
  documents,
  farms,
  irDocuments,
  linePhotos,
  messages,
  offline,
  orders,
  tlsExport,
};
const english = flattenMessages({
  ...englishMessages,
  portal: { ...englishMessages.portal, ...late },
});
const sources = ['src']
  .flatMap(sourceFiles)
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const french = flattenMessages(frenchMessages);

describe('translations (docs/languages.md#messages)', () => {
  it('every English message has a French one, and French has no message English lacks', () => {
    const missingInFrench = [...english.keys()].filter((key) => !french.has(key));
    const onlyInFrench = [...french.keys()].filter((key) => !english.has(key));
    expect({ missingInFrench, onlyInFrench }).toEqual({ missingInFrench: [], onlyInFrench: [] });
  });

  it("holds every listed resource's name and labels, from its folder, in both languages", () => {
    const names = resourceList.map(({ name }) => name).sort();
    expect(Object.keys(englishMessages.resources).sort()).toEqual(names);
    expect(Object.keys(frenchMessages.resources).sort()).toEqual(names);
  });

  // react-admin's own texts include a deliberate blank (ra.boolean.null); the portal's have none.
  it('no portal message is empty in either language', () => {
    const empty = [...english, ...french].filter(
      ([key, text]) => key.startsWith('portal.') && text.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('every portal key the code names is in the English messages', () => {
    const named = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/['"`](portal\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => ({
        file,
        key: match[1] ?? '',
      })),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ key }) => !english.has(key))).toEqual([]);
  });

  it("a module that names a late area's keys loads its texts, which the first load leaves out", () => {
    const areas = readdirSync(join(import.meta.dirname, 'late')).map((file) =>
      file.replace(/\.ts$/, ''),
    );
    expect(areas.sort()).toEqual(Object.keys(late).sort());
    expect(areas.filter((area) => area in englishMessages.portal)).toEqual([]);
    const missing = areas.flatMap((area) =>
      sources
        .filter(({ file }) => !file.includes('/i18n/'))
        .filter(({ text }) => text.includes(`portal.${area}.`))
        .filter(({ text }) => !new RegExp(`import '[./]+(/client)?/i18n/late/${area}';`).test(text))
        .map(({ file }) => `${file}: ${area}`),
    );
    expect(missing).toEqual([]);
  });
});
