import { validationMessage } from '../../engine/validationMessage';
import { z } from 'zod';
import { everything } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import {
  countryCodeSchema,
  crudSchemas,
  multilineText,
  optionalText,
  requiredText,
  withClientId,
} from '../../engine/fields';

// docs/domain.md#farms: the hunting farms collectors drive to; docs/guards.md#routes-with-the-shell
// leaves the IR sub-routes open.
const farmBody = z.object({
  name: requiredText('nameRequired', 120),
  region: optionalText(120),
  country: countryCodeSchema,
  contact: multilineText(300),
  latitude: z
    .number(validationMessage('useDecimalDegrees'))
    .min(-90)
    .max(90)
    .nullable()
    .default(null),
  longitude: z
    .number(validationMessage('useDecimalDegrees'))
    .min(-180)
    .max(180)
    .nullable()
    .default(null),
});

export const farms = defineResource({
  name: 'farms',
  route: 'instruction-registers/farms',
  title: 'name',
  ...crudSchemas(farmBody),
  // docs/offline.md#opting-in: a farm made offline keeps its browser-made id through the sync.
  create: withClientId(farmBody),
  inputs: {
    name: { kind: 'text' },
    region: { kind: 'text' },
    country: { kind: 'country' },
    contact: { kind: 'text', multiline: true },
    latitude: { kind: 'number', min: -90, max: 90 },
    longitude: { kind: 'number', min: -180, max: 180 },
  },
  list: {
    columns: ['name', 'region', 'country', 'contact'],
    sortable: ['name', 'region', 'country'],
    defaultSort: { field: 'name', order: 'ASC' },
    search: ['name', 'region', 'contact'],
    filters: ['country'],
  },
  // docs/roles-and-access.md#per-resource: a collector may reach a farm that is not listed yet, so collectors create farms;
  // admin and liaison edit and delete them.
  access: {
    admin: everything,
    customerLiaison: everything,
    collector: { actions: ['list', 'read', 'create'] },
  },
});

export type Farm = z.infer<typeof farms.record>;
