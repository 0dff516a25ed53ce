/**
 * How a field is edited and shown; the generated forms, lists and filters pick their inputs from it.
 * Child rows (`rows`) are edited inside the parent's form and saved with it in one transaction.
 */
export type FieldInput =
  | { kind: 'text'; multiline?: boolean }
  | { kind: 'email' }
  /** An ISO 3166-1 alpha-2 code, picked by the country's name. */
  | { kind: 'country' }
  | { kind: 'number'; min?: number; max?: number }
  /** Integer minor units; `currencyFrom` names the field (on the record or the parent) with the code. */
  | { kind: 'money'; currencyFrom: string }
  | { kind: 'date' }
  /** A moment (ISO date-time with its offset), shown and picked in the reader's time and language. */
  | { kind: 'dateTime' }
  /** Several short texts (tag or permit numbers), typed separated by commas. */
  | { kind: 'textList' }
  | { kind: 'boolean' }
  | { kind: 'select'; choices: readonly Choice[] }
  | { kind: 'selectMany'; choices: readonly Choice[] }
  /**
   * Another resource's id (or ids with `many`), chosen with search by its title. `nameField`: the
   * record's own field that names it, shown to readers who may not read that resource.
   */
  | { kind: 'reference'; resource: string; many?: boolean; nameField?: string }
  /** An image as a URL or data URL, shown with the shared image preview. */
  | { kind: 'image' }
  | { kind: 'rows'; inputs: Record<string, FieldInput> }
  /** Shown, never edited (e.g. the e-mail of an existing user). */
  | { kind: 'readOnly' };

export interface Choice {
  id: string;
  name: string;
}

/** Choices from a `{ value: label }` map, in its order. */
export const choicesOf = (labels: Readonly<Record<string, string>>): Choice[] =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));
