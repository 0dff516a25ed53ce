import { z } from 'zod';
import { everything, readOnly } from './engine/access';
import { defineResource } from './engine/defineResource';
import { imageSchema, optionalText, recordBase, requiredText, withVersion } from './engine/fields';

// DESIGN "Domain": what the studio makes of a trophy (shoulder mount, European mount, dip & pack...).
const trophyTypeBody = z.object({
  name: requiredText('Name', 120),
  description: optionalText(2000),
  imageUrl: imageSchema,
});

export const trophyTypes = defineResource({
  name: 'trophy-types',
  route: 'admin/trophies',
  label: { one: 'Trophy type', many: 'Trophies' },
  title: 'name',
  record: trophyTypeBody.extend(recordBase),
  create: trophyTypeBody,
  update: withVersion(trophyTypeBody),
  inputs: {
    name: { kind: 'text' },
    description: { kind: 'text', multiline: true },
    imageUrl: { kind: 'image' },
  },
  labels: { imageUrl: 'Image' },
  list: {
    columns: ['name', 'description'],
    sortable: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    search: ['name', 'description'],
    filters: [],
  },
  // DESIGN "Roles": staff manage; outfitters and collectors read. PHs read them on their IRs and
  // clients choose them when they create a quote.
  access: {
    admin: everything,
    customerLiaison: everything,
    huntingOutfitter: readOnly,
    collector: readOnly,
    professionalHunter: readOnly,
    client: readOnly,
  },
});

export type TrophyType = z.infer<typeof trophyTypes.record>;
