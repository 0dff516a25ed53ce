import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments cite the repository's own docs (docs/README.md): `docs/<file>.md#<heading>`, further
// headings of the same file as `, #<heading>` or ` and #<heading>`, and README.md#<heading>.
// A citation is only worth something while the file and the heading exist.

const root = join(import.meta.dirname, '../..');
const sourceRoots = ['src', 'tests', 'scripts', 'bench'];
const sourceFiles = [
  'eslint.config.js',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
];
const sourceExtension = /\.(ts|tsx|js|css)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return sourceExtension.test(entry.name) ? [path] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(markdownPath: string): Set<string> {
  const text = readFileSync(join(root, markdownPath), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

const citation = /\b(docs\/[\w-]+\.md|README\.md)((?:#[\w-]+)?(?:(?:,| and) #[\w-]+)*)/g;

interface Citation {
  where: string;
  file: string;
  anchor: string | null;
}

function citationsIn(path: string): Citation[] {
  const where = relative(root, path);
  return [...readFileSync(path, 'utf8').matchAll(citation)].flatMap(
    ([, file, tail]): Citation[] => {
      const anchors = [...tail!.matchAll(/#([\w-]+)/g)].map((match) => match[1]!);
      return anchors.length === 0
        ? [{ where, file: file!, anchor: null }]
        : anchors.map((anchor) => ({ where, file: file!, anchor }));
    },
  );
}

const files = [
  ...sourceRoots.flatMap((dir) => filesUnder(join(root, dir))),
  ...sourceFiles.map((file) => join(root, file)),
];
const citations = files.flatMap(citationsIn);

describe('citations of the docs in source comments', () => {
  it('are found at all (the scan reads the sources)', () => {
    expect(citations.length).toBeGreaterThan(100);
  });

  it('name a file that exists and a heading it has', () => {
    const known = new Map<string, Set<string> | null>();
    const anchors = (file: string) => {
      if (!known.has(file)) {
        try {
          known.set(file, anchorsOf(file));
        } catch {
          known.set(file, null);
        }
      }
      return known.get(file);
    };
    const broken = citations
      .filter(({ file, anchor }) => {
        const headings = anchors(file);
        return !headings || (anchor !== null && !headings.has(anchor));
      })
      .map(({ where, file, anchor }) => `${where}: ${file}${anchor ? `#${anchor}` : ''}`);
    expect(broken).toEqual([]);
  });

  it('replace the notes that do not ship with the repository', () => {
    const outside = new RegExp(
      ['\\bSPEC\\b', '\\bDESIGN\\b', '\\bSTYLE\\b', 'AUTH_CONTRACT', '[Ii]ssue ?#?[0-9]'].join('|'),
    );
    const offenders = files
      .filter((path) => !path.endsWith('docCitations.test.ts'))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${relative(root, path)}:${index + 1}` }))
          .filter(({ line }) => outside.test(line)),
      )
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
