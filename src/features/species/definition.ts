import { validationMessage } from '../../engine/validationMessage';
import { z } from 'zod';
import { catalogueAccess } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import { choicesOf } from '../../engine/fieldInput';
import { imageSchema, optionalText, requiredText, crudSchemas } from '../../engine/fields';

// docs/domain.md#species: species with their CITES appendix and TOPS listing, which drive export permits.
// The appendices are named by their numerals in every language; "none" is a message (docs/languages.md#messages).
export const CITES_APPENDIX_LABELS = {
  none: 'resources.species.citesAppendix.none',
  I: 'I',
  II: 'II',
  III: 'III',
} as const;
const citesAppendixSchema = z.enum(
  ['none', 'I', 'II', 'III'],
  validationMessage('chooseACitesAppendix'),
);

const speciesBody = z.object({
  commonName: requiredText('commonNameRequired', 120),
  scientificName: requiredText('scientificNameRequired', 120),
  family: optionalText(120),
  citesAppendix: citesAppendixSchema.default('none'),
  topsListed: z.boolean().default(false),
  imageUrl: imageSchema,
});

export const species = defineResource({
  name: 'species',
  route: 'admin/species',
  title: 'commonName',
  ...crudSchemas(speciesBody),
  inputs: {
    commonName: { kind: 'text' },
    scientificName: { kind: 'text' },
    family: { kind: 'text' },
    citesAppendix: { kind: 'select', choices: choicesOf(CITES_APPENDIX_LABELS) },
    topsListed: { kind: 'boolean' },
    imageUrl: { kind: 'image' },
  },
  list: {
    columns: ['commonName', 'scientificName', 'family', 'citesAppendix', 'topsListed'],
    sortable: ['commonName', 'scientificName', 'family', 'citesAppendix'],
    defaultSort: { field: 'commonName', order: 'ASC' },
    search: ['commonName', 'scientificName', 'family'],
    filters: ['citesAppendix', 'topsListed'],
  },
  navigation: { drawer: { anyOf: ['admin', 'customerLiaison'] } },
  access: catalogueAccess,
});

export type Species = z.infer<typeof species.record>;
