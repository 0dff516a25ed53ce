import { LIST_PAGE_DEPTH } from '../../src/engine/listLimits';
import { instructionRegisters } from '../../src/features/instruction-registers/definition';
import { benchActors } from '../support/benchActors';
import type { ListScenario } from '../support/listBench';
import type { BenchActor } from '../support/targets';
import type { IrShape } from './irShape';

export interface IrScenario extends ListScenario {
  filter: Record<string, string>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
}

const { admin, liaison, outfitter, collector, client } = benchActors;

/**
 * The calls measured: page 1 per role and share, a status filter, the deepest page, a search, each
 * sort, and an outfitter's status filter and sort.
 */
export function scenariosFor(shape: IrShape): IrScenario[] {
  const smallPh = benchActors.ph(shape.smallPh);
  const call = (
    name: string,
    who: BenchActor,
    more: Partial<Omit<IrScenario, 'name' | 'actor'>> = {},
  ): IrScenario => ({
    name,
    actor: who,
    filter: {},
    sort: instructionRegisters.list.defaultSort,
    offset: 0,
    scaled: true,
    ...more,
  });
  const all: IrScenario[] = [
    call('admin page 1', admin),
    call('liaison page 1', liaison),
    call('admin page 1 status=received', admin, { filter: { status: 'received' } }),
    call('outfitter 11% page 1', outfitter(1)),
    call('outfitter 1% page 1', outfitter(3)),
    call('outfitter 0.1% page 1', outfitter(2)),
    // An outfitter's status filter and sorts read outfitter_irs too (docs/instruction-registers.md#the-list).
    // Closed fills a page at 10k as at 100k (received, one IR in 20, gave the 1% outfitter 5 at 10k),
    // so the two sizes read a page each and their ratio is the index's, not the page's size.
    call('outfitter 1% page 1 status=closed', outfitter(3), { filter: { status: 'closed' } }),
    call('outfitter 1% by collected at', outfitter(3), {
      sort: { field: 'collectedAt', order: 'DESC' },
    }),
    call('collector with 2% page 1', collector),
    call('PH with 8 IRs page 1', smallPh),
    call('client with 5 IRs page 1', client),
    // The deepest page the list serves (docs/instruction-registers.md#the-list).
    call(`admin last page (offset ${LIST_PAGE_DEPTH - 25})`, admin, {
      offset: LIST_PAGE_DEPTH - 25,
    }),
    // Seeded passports are "P" and the IR's place in the seed: one IR matches.
    call('admin search passport number', admin, {
      filter: { q: `P${String(Math.floor(shape.irs / 2)).padStart(8, '0')}` },
      scaled: false,
    }),
    call('admin oldest first', admin, { sort: { field: 'createdAt', order: 'ASC' } }),
    call('admin by number', admin, { sort: { field: 'number', order: 'DESC' } }),
    call('admin by collected at', admin, { sort: { field: 'collectedAt', order: 'DESC' } }),
  ];
  return all.filter((scenario) => scenario.offset < shape.irs);
}

export const scenarioPath = (scenario: IrScenario) =>
  `/api/${instructionRegisters.name}?${new URLSearchParams({
    sort: JSON.stringify([scenario.sort.field, scenario.sort.order]),
    range: JSON.stringify([scenario.offset, scenario.offset + 24]),
    filter: JSON.stringify(scenario.filter),
  })}`;
