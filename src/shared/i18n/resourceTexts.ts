/**
 * docs/languages.md#messages: one resource's texts, in its folder's `texts.en.ts` and
 * `texts.fr.ts`, shown under `resources.<name>` by react-admin's convention: `name` is
 * `one |||| many`, `fields` labels each field (a row's field as `<rows>.<field>`), `drawer` names
 * its side drawer item where that is not its name; a group such as a select's choices may follow.
 */
export type ResourceTexts = {
  readonly name: string;
  readonly drawer?: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly [group: string]: string | Readonly<Record<string, string>> | undefined;
};

/** Every resource's texts in one language, by the resource's name. */
export type ResourcesTexts = Readonly<Record<string, ResourceTexts>>;
