/**
 * Translation messages: texts nested by area and screen (docs/languages.md#messages). Optional
 * entries, as react-admin's own messages type has, hold no text.
 */
export type Messages = { readonly [key: string]: string | Messages | undefined };

/**
 * Every dotted key of `T` that names a text: MessageKey<{ a: { b: 'x' } }> is 'a.b'. Texts gathered
 * by name (the resources', `Record<string, ...>`) give keys as wide: `resources.${string}`.
 */
export type MessageKey<T> = {
  [K in keyof T & string]: KeyOfEntry<K, T[K]>;
}[keyof T & string];

// One entry's keys, for each kind it may hold (a text, a group, or neither).
type KeyOfEntry<K extends string, V> = V extends string
  ? K
  : V extends object
    ? `${K}.${MessageKey<V>}`
    : never;

/**
 * The texts of `messages` by dotted key, for the tests that compare languages.
 * @example flattenMessages({ a: { b: 'x' } }) // Map { 'a.b' => 'x' }
 */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else if (value) for (const [inner, text] of flattenMessages(value, path)) keys.set(inner, text);
  }
  return keys;
}
