import { z } from 'zod';
import { defineResource } from '../../engine/defineResource';
import { recordBase } from '../../engine/fields';

// docs/roles-and-access.md#per-resource: whoever creates an order picks its PH, but only admins may read users. A read-only view
// of the enabled professional hunters with nothing but their names, for the PH pickers.
const noBody = z.object({});

export const professionalHunters = defineResource({
  name: 'professional-hunters',
  route: 'professional-hunters',
  referenceOnly: true,
  title: 'fullName',
  record: z.object({ ...recordBase, fullName: z.string() }),
  create: noBody,
  update: noBody,
  inputs: {},
  list: {
    columns: ['fullName'],
    sortable: ['fullName'],
    defaultSort: { field: 'fullName', order: 'ASC' },
    search: ['fullName'],
    filters: [],
  },
  // The roles that create or read orders; a PH sees only themself, the PH of the orders they read.
  access: {
    admin: { actions: ['list', 'read'] },
    customerLiaison: { actions: ['list', 'read'] },
    huntingOutfitter: { actions: ['list', 'read'] },
    client: { actions: ['list', 'read'] },
    professionalHunter: { actions: ['list', 'read'], rows: { userIs: 'id' } },
  },
});
