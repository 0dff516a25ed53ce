import type { ResourceTexts, ResourcesTexts } from '../shared/i18n/resourceTexts';
import { LANGUAGES, type Language } from '../shared/languages';
import { resourceList } from './resourceList';

/** How a resource's texts in one language are loaded, by its folder's name. */
export type TextsLoader = (name: string, language: Language) => Promise<Record<string, unknown>>;

// The bundler (scripts/buildServer.ts) turns this pattern into every folder's texts, as it does
// serverResources.ts's; the console's build imports the same files (scripts/resourceTextsModule.ts).
export const textsFromItsFolder: TextsLoader = (name, language) =>
  import(`./${name}/texts.${language}.ts`);

const isResourceTexts = (value: unknown): value is ResourceTexts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResourceTexts).name === 'string' &&
  typeof (value as ResourceTexts).fields === 'object';

/**
 * Every resource's name and labels in every language, from its folder's `texts.<language>.ts`
 * found by the resource's name (docs/languages.md#messages): the list of resources stays the one
 * list to edit, and a folder without its texts in a language fails at start, naming the file.
 * @example const texts = await loadResourceTexts([...resourceList, vehicles]); texts.fr.vehicles?.name
 */
export async function loadResourceTexts(
  definitions: readonly { name: string }[] = resourceList,
  load: TextsLoader = textsFromItsFolder,
): Promise<Record<Language, ResourcesTexts>> {
  const inLanguage = async (language: Language) =>
    Object.fromEntries(
      await Promise.all(
        definitions.map(async ({ name }) => {
          const file = `src/features/${name}/texts.${language}.ts`;
          const module = await load(name, language).catch((cause: unknown) => {
            throw new Error(`${file} could not be loaded`, { cause });
          });
          if (!isResourceTexts(module.texts)) throw new Error(`${file} exports no texts`);
          return [name, module.texts] as const;
        }),
      ),
    );
  const languages = await Promise.all(
    LANGUAGES.map(async (language) => [language, await inLanguage(language)] as const),
  );
  return Object.fromEntries(languages) as Record<Language, ResourcesTexts>;
}

/** Every resource's texts, by language then name; the server's messages hold them. */
export const serverResourceTexts = await loadResourceTexts();
