import { describe, expect, it } from 'vitest';
import type { DocumentKind } from '../features/documents/documentKinds';
import { messageFor } from './i18n/messageFor';
import { phraseText } from './i18n/phrase';
import { missingPaperworkPhrase, orderPaperwork, requiredPaperwork } from './orderPaperwork';
import type { PaperworkDocument, PaperworkFacts, PaperworkSpecies } from './paperworkFacts';

// docs/paperwork.md "Required", as a table: the species on an order -> the kinds it needs.

const kudu: PaperworkSpecies = { commonName: 'Kudu', citesAppendix: 'none', topsListed: false };
const hippo: PaperworkSpecies = { commonName: 'Hippo', citesAppendix: 'II', topsListed: false };
const leopard: PaperworkSpecies = { commonName: 'Leopard', citesAppendix: 'I', topsListed: true };
const lion: PaperworkSpecies = { commonName: 'Lion', citesAppendix: 'III', topsListed: true };

const ALWAYS: DocumentKind[] = ['huntingRegister', 'veterinaryCertificate'];

describe('the kinds an order needs', () => {
  it.each<[string, PaperworkSpecies[], DocumentKind[]]>([
    ['no CITES or TOPS species: a register and a vet certificate', [kudu], ALWAYS],
    ['CITES appendix II: a CITES export permit', [kudu, hippo], [...ALWAYS, 'citesExportPermit']],
    [
      'CITES appendix I and TOPS: export, import and TOPS permits',
      [leopard],
      [...ALWAYS, 'citesExportPermit', 'citesImportPermit', 'topsPermit'],
    ],
    ['CITES appendix III alone: no CITES permit, but TOPS', [lion], [...ALWAYS, 'topsPermit']],
    ['no lines: still a register and a vet certificate', [], ALWAYS],
  ])('%s', (_rule, species, kinds) => {
    expect(requiredPaperwork(species).map((requirement) => requirement.kind)).toEqual(kinds);
  });

  it("says which species make a permit necessary, in the reader's language", () => {
    const because = (language: 'en' | 'fr') =>
      orderPaperwork(facts({ species: [leopard, hippo] }), language).items.find(
        (one) => one.kind === 'citesExportPermit',
      )?.because;
    expect(because('en')).toBe('Leopard, Hippo are on CITES I or II');
    expect(because('fr')).toBe('Leopard, Hippo figurent à l’annexe I ou II de la CITES');
  });
});

let next = 0;
const doc = (kind: DocumentKind, extra: Partial<PaperworkDocument> = {}): PaperworkDocument => ({
  id: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
  title: kind,
  kind,
  expiresOn: null,
  holderName: '',
  holderPassportNumber: '',
  tagNumbers: [],
  ...extra,
});

const facts = (over: Partial<PaperworkFacts>): PaperworkFacts => ({
  species: [leopard],
  tagNumbers: [],
  documents: [],
  client: { fullName: 'Clara Client', passportNumber: 'P123' },
  today: '2026-05-01',
  plannedShippingOn: null,
  ...over,
});

const complete = () => [
  doc('huntingRegister'),
  doc('veterinaryCertificate'),
  doc('citesExportPermit'),
  doc('citesImportPermit'),
  doc('topsPermit'),
];

describe('what is missing, present or expired', () => {
  it.each<[string, PaperworkDocument[], DocumentKind[]]>([
    [
      'nothing uploaded: every required kind is missing',
      [],
      [...ALWAYS, 'citesExportPermit', 'citesImportPermit', 'topsPermit'],
    ],
    ['every kind there: nothing missing', complete(), []],
    [
      'an expired permit does not count',
      [
        ...complete().filter((one) => one.kind !== 'topsPermit'),
        doc('topsPermit', { expiresOn: '2026-04-30' }),
      ],
      ['topsPermit'],
    ],
    [
      'a permit expiring today still counts',
      [
        ...complete().filter((one) => one.kind !== 'topsPermit'),
        doc('topsPermit', { expiresOn: '2026-05-01' }),
      ],
      [],
    ],
    [
      'an expired one beside a valid one: the valid one counts',
      [...complete(), doc('topsPermit', { expiresOn: '2020-01-01' })],
      [],
    ],
    [
      'a document of another kind does not stand in',
      [...complete().filter((one) => one.kind !== 'citesImportPermit'), doc('exportPermit')],
      ['citesImportPermit'],
    ],
  ])('%s', (_rule, documents, missing) => {
    expect(orderPaperwork(facts({ documents }), 'en').missing).toEqual(missing);
  });

  it('marks an expired-only kind as expired and shows the expired document', () => {
    const expired = doc('huntingRegister', { expiresOn: '2026-01-01' });
    const item = orderPaperwork(facts({ documents: [expired] }), 'en').items[0]!;
    expect(item).toMatchObject({ state: 'expired', documents: [{ id: expired.id }] });
  });

  it('flags a valid document that expires before the planned shipping', () => {
    const documents = [doc('huntingRegister', { expiresOn: '2026-06-01' }), ...complete().slice(1)];
    const paperwork = orderPaperwork(facts({ documents, plannedShippingOn: '2026-07-01' }), 'en');
    expect(paperwork.items.map((item) => item.expiresBeforeShipping)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(paperwork.missing).toEqual([]);
  });
});

describe('mismatches warn', () => {
  const warnings = (documents: PaperworkDocument[], tagNumbers: string[] = []) =>
    orderPaperwork(facts({ documents, tagNumbers }), 'en').warnings.map((one) => one.message);

  it.each<[string, Partial<PaperworkDocument>, string[]]>([
    ['the same name in other case and spacing matches', { holderName: ' clara  CLIENT ' }, []],
    [
      'another holder name warns',
      { holderName: 'Carla Client' },
      ['huntingRegister: holder "Carla Client" is not the client "Clara Client"'],
    ],
    ['the same passport with spaces matches', { holderPassportNumber: 'p 123' }, []],
    [
      'another passport number warns',
      { holderPassportNumber: 'P999' },
      ["huntingRegister: passport P999 is not the client's P123"],
    ],
  ])('%s', (_rule, holder, expected) => {
    expect(warnings([doc('huntingRegister', holder)])).toEqual(expected);
  });

  it('ignores holders on kinds that have none (a vet certificate)', () => {
    expect(warnings([doc('veterinaryCertificate', { holderName: 'Studio Vet' })])).toEqual([]);
  });

  it('names the tag numbers no permit covers', () => {
    const permit = doc('citesExportPermit', { tagNumbers: ['ZA-1'] });
    expect(warnings([permit], ['ZA-1', 'ZA-2', 'ZA-3'])).toEqual([
      'No permit covers tag numbers ZA-2, ZA-3',
    ]);
  });

  it('says nothing of tags on an order that has and needs no permits', () => {
    const paperwork = orderPaperwork(facts({ species: [kudu], tagNumbers: ['ZA-1'] }), 'en');
    expect(paperwork.warnings).toEqual([]);
  });

  it('does not block: a complete order with mismatches misses nothing', () => {
    const documents = [...complete(), doc('passportCopy', { holderName: 'Someone Else' })];
    const paperwork = orderPaperwork(facts({ documents, tagNumbers: ['ZA-9'] }), 'en');
    expect(paperwork.missing).toEqual([]);
    expect(paperwork.warnings).toHaveLength(2);
  });
});

it('names the missing kinds in the refusal', () => {
  const refusal = missingPaperworkPhrase(['huntingRegister', 'topsPermit']);
  expect(phraseText((key, params) => messageFor('en', key, params), refusal)).toBe(
    'The export paperwork is not complete; missing: Hunting register, TOPS permit',
  );
});
