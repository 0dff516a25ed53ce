import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/shared/languages';
import { resourceList } from '../../src/features/resourceList';
import type { FieldInput } from '../../src/engine/fieldInput';
import { serverResourceTexts } from '../../src/features/serverResourceTexts';
import { flattenMessages } from '../../src/shared/i18n/messageKeys';
import { resourceNameKey } from '../../src/shared/i18n/resourceKeys';

// The texts of every resource's folder (src/features/<name>/texts.<language>.ts) by dotted key; the
// console's are the same (tests/unit/resourceTextsModule.test.ts).
const texts = new Map(
  LANGUAGES.map((language) => [
    language,
    flattenMessages({ resources: serverResourceTexts[language] }),
  ]),
);
const textOf = (language: Language, key: string) => texts.get(language)?.get(key);

// Every field a definition shows: its list's columns and filters, its form's inputs and the
// fields of their rows (`<rows>.<field>`), as the generated screens label them.
function shownFields(definition: (typeof resourceList)[number]): string[] {
  const inputs = Object.entries(definition.inputs as Record<string, FieldInput>);
  const rows = inputs.flatMap(([field, input]) =>
    input.kind === 'rows' ? Object.keys(input.inputs).map((child) => `${field}.${child}`) : [],
  );
  return [
    ...definition.list.columns,
    ...definition.list.filters,
    ...inputs.map(([field]) => field),
    ...rows,
  ];
}

describe('resource names and field labels (docs/languages.md#messages)', () => {
  it.each(LANGUAGES)('every resource and every field it shows is named in %s', (language) => {
    const missing = resourceList.flatMap((definition) =>
      [
        resourceNameKey(definition.name),
        ...shownFields(definition).map((field) => `resources.${definition.name}.fields.${field}`),
      ].filter((key) => textOf(language, key) === undefined),
    );
    expect(missing).toEqual([]);
  });

  it("a drawer item's own label is a message in both languages", () => {
    const keys = resourceList.flatMap(({ navigation }) =>
      [navigation?.label, navigation?.userMenu?.label].filter((key) => key !== undefined),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(keys.filter((key) => textOf(language, key) === undefined)).toEqual([]);
    }
  });

  it('a choice named by a message key has it in both languages', () => {
    const choices = resourceList.flatMap((definition) =>
      Object.values(definition.inputs as Record<string, FieldInput>).flatMap((input) =>
        input.kind === 'select' || input.kind === 'selectMany' ? input.choices : [],
      ),
    );
    const keys = choices.map(({ name }) => name).filter((name) => name.startsWith('resources.'));
    expect(keys).toContain('resources.species.citesAppendix.none');
    for (const language of LANGUAGES) {
      expect(keys.filter((key) => textOf(language, key) === undefined)).toEqual([]);
    }
  });
});
