import { describe, expect, it } from 'vitest';
import english from 'virtual:resource-texts/en';
import french from 'virtual:resource-texts/fr';
import { serverResourceTexts } from '../../src/features/serverResourceTexts';
import { resourceTextsModule } from '../../scripts/resourceTextsModule';

// docs/languages.md#messages: the console's build gathers each listed resource's texts from its
// folder as the server does at start, so both sides name the resources alike.
describe('virtual:resource-texts', () => {
  it("serves every listed resource's texts in each language, the same the server gathers", () => {
    expect(english).toEqual(serverResourceTexts.en);
    expect(french).toEqual(serverResourceTexts.fr);
    expect(french.species?.name).toBe('Espèce |||| Espèces');
  });

  it('knows only the languages the portal speaks', () => {
    const resolve = resourceTextsModule().resolveId as (source: string) => string | undefined;
    expect(resolve('virtual:resource-texts/fr')).toBe('\0virtual:resource-texts/fr');
    expect(resolve('virtual:resource-texts/de')).toBeUndefined();
  });
});
