import { z } from 'zod';
import { catalogueAccess } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import { imageSchema, multilineText, requiredText, crudSchemas } from '../../engine/fields';

// docs/domain.md#trophy-types: what the studio makes of a trophy (shoulder mount, European mount, dip & pack...).
const trophyTypeBody = z.object({
  name: requiredText('nameRequired', 120),
  description: multilineText(2000),
  imageUrl: imageSchema,
  // docs/line-stages.md#production-steps: its lines skip the steps that do not apply to dip & pack.
  dipAndPack: z.boolean().default(false),
});

export const trophyTypes = defineResource({
  name: 'trophy-types',
  route: 'admin/trophies',
  title: 'name',
  ...crudSchemas(trophyTypeBody),
  inputs: {
    name: { kind: 'text' },
    description: { kind: 'text', multiline: true },
    imageUrl: { kind: 'image' },
    dipAndPack: { kind: 'boolean' },
  },
  list: {
    columns: ['name', 'description'],
    sortable: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    search: ['name', 'description'],
    filters: [],
  },
  navigation: { drawer: { anyOf: ['admin', 'customerLiaison'] } },
  access: catalogueAccess,
});

export type TrophyType = z.infer<typeof trophyTypes.record>;
