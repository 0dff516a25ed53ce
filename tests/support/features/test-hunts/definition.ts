import { z } from 'zod';
import { everything, readOnly } from '../../../../src/engine/access';
import { defineResource } from '../../../../src/engine/defineResource';
import { crudSchemas, isoDateSchema, requiredText } from '../../../../src/engine/fields';

// A resource folder as README.md#adding-a-resource writes one, kept for the test that serves it
// (tests/api/resources/addingResource.test.ts); it is no part of the portal.
export const hunts = defineResource({
  ...crudSchemas(z.object({ name: requiredText('nameRequired'), startsOn: isoDateSchema })),
  name: 'test-hunts',
  route: 'test-hunts',
  title: 'name',
  inputs: { name: { kind: 'text' }, startsOn: { kind: 'date' } },
  list: {
    columns: ['name', 'startsOn'],
    sortable: ['name', 'startsOn'],
    defaultSort: { field: 'startsOn', order: 'DESC' },
    search: ['name'],
    filters: [],
  },
  access: { admin: everything, collector: readOnly },
});
