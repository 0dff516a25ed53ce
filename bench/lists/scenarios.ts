import { LIST_PAGE_DEPTH } from '../../src/engine/listLimits';
import { benchActors } from '../support/benchActors';
import type { ListScenario } from '../support/listBench';
import type { BenchActor } from '../support/targets';
import type { ListsShape } from './seedLists';

export type ListName = 'clients' | 'documents';

export interface ListsScenario extends ListScenario {
  list: ListName;
  filter: Record<string, string>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
}

const { admin, liaison, outfitter, client } = benchActors;

const DEFAULT_SORT: Record<ListName, ListsScenario['sort']> = {
  clients: { field: 'fullName', order: 'ASC' },
  documents: { field: 'uploadedAt', order: 'DESC' },
};

/**
 * The calls measured on each list: page 1 per role and outfitter share, a filter, the deepest page,
 * a search for one record, and each sort.
 */
export function scenariosFor(shape: ListsShape): ListsScenario[] {
  const call =
    (list: ListName) =>
    (
      name: string,
      who: BenchActor,
      more: Partial<Omit<ListsScenario, 'name' | 'actor' | 'list'>> = {},
    ): ListsScenario => ({
      name: `${list}: ${name}`,
      list,
      actor: who,
      filter: {},
      sort: DEFAULT_SORT[list],
      offset: 0,
      scaled: true,
      ...more,
    });
  const deepest = { offset: Math.min(LIST_PAGE_DEPTH, shape.rows) - 25 };
  const middle = String(Math.floor(shape.rows / 2)).padStart(8, '0');
  const clients = call('clients');
  const documents = call('documents');
  return [
    clients('admin page 1', admin),
    clients('liaison page 1', liaison),
    clients('admin page 1 country=ZA', admin, { filter: { country: 'ZA' } }),
    clients('outfitter 11% page 1', outfitter(1)),
    clients('outfitter 1% page 1', outfitter(3)),
    clients('outfitter 0.1% page 1', outfitter(2)),
    clients(`admin last page (offset ${deepest.offset})`, admin, deepest),
    // Seeded passports are "P" and the client's number: one client matches.
    clients('admin search passport number', admin, { filter: { q: `P${middle}` }, scaled: false }),
    clients('admin by name, Z to A', admin, { sort: { field: 'fullName', order: 'DESC' } }),
    clients('admin by e-mail', admin, { sort: { field: 'email', order: 'ASC' } }),
    documents('admin page 1', admin),
    documents('liaison page 1', liaison),
    documents('admin page 1 kind=citesExportPermit', admin, {
      filter: { kind: 'citesExportPermit' },
    }),
    documents('outfitter 11% page 1', outfitter(1)),
    documents('outfitter 1% page 1', outfitter(3)),
    documents('outfitter 0.1% page 1', outfitter(2)),
    documents('client with 5 documents page 1', client),
    documents(`admin last page (offset ${deepest.offset})`, admin, deepest),
    // Seeded numbers are "D" and the document's place in the seed: one document matches.
    documents('admin search number', admin, { filter: { q: `D${middle}` }, scaled: false }),
    documents('admin oldest first', admin, { sort: { field: 'uploadedAt', order: 'ASC' } }),
    documents('admin by title', admin, { sort: { field: 'title', order: 'ASC' } }),
  ];
}

export const scenarioPath = (scenario: ListsScenario) =>
  `/api/${scenario.list}?${new URLSearchParams({
    sort: JSON.stringify([scenario.sort.field, scenario.sort.order]),
    range: JSON.stringify([scenario.offset, scenario.offset + 24]),
    filter: JSON.stringify(scenario.filter),
  })}`;
