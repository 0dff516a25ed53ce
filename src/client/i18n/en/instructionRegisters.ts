/** docs/languages.md#messages: the instruction registers' list, form and workflow panel. */
export const instructionRegisters = {
  list: {
    search: 'Search',
    status: 'Status',
    newIr: 'New IR',
    number: 'Number',
    farm: 'Farm',
    hunter: 'Hunter',
    collector: 'Collector',
    collected: 'Collected',
    noFarmOrHunter: 'No farm or hunter yet',
    empty: {
      title: 'No instruction registers yet.',
      createHint: 'Start one at the farm with New IR.',
      waitHint: 'Instruction registers will show here once collectors record them.',
    },
  },
  workflow: {
    status: 'Status',
    statusIs: 'Status: %{status}',
    notMoved: 'The IR was not moved',
    movedTo: 'The IR is now %{status}',
    howToCollect: 'Add an animal and both signatures, save, then mark it Collected.',
    quote: 'Quote:',
    openQuote: 'open the quote',
    pricelist: 'Pricelist',
    createQuote: 'Create quote',
    quoteMade: 'The quote is made',
    noQuote: 'No quote was made',
  },
};
