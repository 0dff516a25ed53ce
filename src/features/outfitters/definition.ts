import { z } from 'zod';
import { defineResource } from '../../engine/defineResource';
import { recordBase } from '../../engine/fields';

// The hunting outfitters a client may be linked to: a read-only view of users, so a liaison can pick
// them without the admin's right to manage users.
const noBody = z.object({});

export const outfitters = defineResource({
  name: 'outfitters',
  route: 'outfitters',
  referenceOnly: true,
  title: 'fullName',
  record: z.object({ ...recordBase, fullName: z.string(), email: z.string() }),
  create: noBody,
  update: noBody,
  inputs: {},
  list: {
    columns: ['fullName', 'email'],
    sortable: ['fullName', 'email'],
    defaultSort: { field: 'fullName', order: 'ASC' },
    search: ['fullName', 'email'],
    filters: [],
  },
  access: {
    admin: { actions: ['list', 'read'] },
    customerLiaison: { actions: ['list', 'read'] },
    huntingOutfitter: { actions: ['list', 'read'], rows: { userIs: 'id' } },
  },
});
