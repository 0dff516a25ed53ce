import { describe, expect, it } from 'vitest';
import { loadResourceTexts, serverResourceTexts, textsFromItsFolder } from './serverResourceTexts';
import { resourceList } from './resourceList';
import { species } from './species/definition';

// A folder with its English texts only: what a resource added without its French looks like.
const englishOnly = (name: string, language: string) =>
  language === 'en' ? textsFromItsFolder(name, 'en') : Promise.reject(new Error('no such file'));

describe("a resource's texts are its folder's (docs/languages.md#messages)", () => {
  it('every listed resource has its name in English and in French', () => {
    for (const texts of [serverResourceTexts.en, serverResourceTexts.fr]) {
      expect(Object.keys(texts).sort()).toEqual(resourceList.map(({ name }) => name).sort());
    }
    expect(serverResourceTexts.fr.species?.name).toBe('Espèce |||| Espèces');
  });

  it('a folder without its texts in a language fails, naming the file', async () => {
    await expect(loadResourceTexts([species], englishOnly)).rejects.toThrow(
      'src/features/species/texts.fr.ts could not be loaded',
    );
    await expect(loadResourceTexts([{ name: 'nowhere' }])).rejects.toThrow(
      'src/features/nowhere/texts.en.ts could not be loaded',
    );
  });

  it('a texts file that exports no texts fails, naming it', async () => {
    await expect(loadResourceTexts([species], async () => ({ text: {} }))).rejects.toThrow(
      'src/features/species/texts.en.ts exports no texts',
    );
  });
});
