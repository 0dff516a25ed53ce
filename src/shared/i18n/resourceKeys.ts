/**
 * docs/languages.md#messages: the message key of a resource's name, `one |||| many` by react-admin's
 * convention; translate it with `smart_count` (1: one, 2: many).
 * @example translate(resourceNameKey('orders'), { smart_count: 2 }) // 'Orders'
 */
export const resourceNameKey = (name: string) => `resources.${name}.name`;
