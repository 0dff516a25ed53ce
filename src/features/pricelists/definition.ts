import { validationMessage } from '../../engine/validationMessage';
import { z } from 'zod';
import { everything } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import {
  childRowIdSchema,
  crudSchemas,
  isoDateSchema,
  priceMinorSchema,
  requiredText,
} from '../../engine/fields';
import { currencySchema } from '../orders/definition';

// docs/domain.md#pricelists: a pricelist prices each species x trophy type once, in minor units of its
// currency, or leaves it "on request"; with the production time in weeks.
export const pricelistItemSchema = z.object({
  id: childRowIdSchema,
  speciesId: z.uuid(validationMessage('chooseASpecies')),
  trophyTypeId: z.uuid(validationMessage('chooseATrophyType')),
  // Null is "price on request".
  priceMinor: priceMinorSchema.default(null),
  productionWeeks: z
    .number(validationMessage('enterTheWeeks'))
    .int(validationMessage('useWholeWeeks'))
    .min(0)
    .max(520)
    .nullable()
    .default(null),
});

const pricelistBody = z
  .object({
    name: requiredText('nameRequired', 120),
    currency: currencySchema,
    validFrom: isoDateSchema,
    validTo: isoDateSchema.nullable().default(null),
    active: z.boolean().default(false),
    items: z
      .array(pricelistItemSchema)
      .max(2000, validationMessage('atMostItems', { max: 2000 }))
      .default([]),
  })
  .superRefine((body, context) => {
    if (body.validTo && body.validTo < body.validFrom) {
      context.addIssue({
        code: 'custom',
        path: ['validTo'],
        message: validationMessage('endsBeforeItStarts'),
      });
    }
    const seen = new Set<string>();
    body.items.forEach((item, index) => {
      const key = `${item.speciesId}/${item.trophyTypeId}`;
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'trophyTypeId'],
          message: validationMessage('priceAlreadyInList'),
        });
      }
      seen.add(key);
    });
  });

export const pricelists = defineResource({
  name: 'pricelists',
  route: 'admin/pricelists',
  title: 'name',
  ...crudSchemas(pricelistBody),
  inputs: {
    name: { kind: 'text' },
    currency: { kind: 'text' },
    validFrom: { kind: 'date' },
    validTo: { kind: 'date' },
    active: { kind: 'boolean' },
    items: {
      kind: 'rows',
      inputs: {
        speciesId: { kind: 'reference', resource: 'species' },
        trophyTypeId: { kind: 'reference', resource: 'trophy-types' },
        priceMinor: { kind: 'money', currencyFrom: 'currency' },
        productionWeeks: { kind: 'number', min: 0, max: 520 },
      },
    },
  },
  list: {
    columns: ['name', 'currency', 'validFrom', 'validTo', 'active'],
    sortable: ['name', 'currency', 'validFrom', 'validTo', 'active'],
    defaultSort: { field: 'validFrom', order: 'DESC' },
    search: ['name'],
    filters: ['currency', 'active'],
  },
  // docs/roles-and-access.md#per-resource: outfitters read pricelists; clients read the active ones to create a quote.
  navigation: { drawer: { anyOf: ['admin', 'customerLiaison'] }, startsGroup: true },
  access: {
    admin: everything,
    customerLiaison: everything,
    huntingOutfitter: { actions: ['list', 'read'] },
    client: { actions: ['list', 'read'], rows: { fieldIs: 'active', value: true } },
  },
});

export type Pricelist = z.infer<typeof pricelists.record>;
export type PricelistItem = z.infer<typeof pricelistItemSchema>;
