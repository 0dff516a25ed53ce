import type { ConsoleResource } from '../../../resources/engine/consoleManifest';

/**
 * docs/languages.md#messages: a resource's name for one record or for its list, as react-admin
 * names it (`resources.<route>.name`, its resources being named by route), its definition's label
 * while no message has it.
 * @example const { key, options } = resourceName(orders, 2); translate(key, options) // 'Orders'
 */
export const resourceName = (
  { route, label }: Pick<ConsoleResource, 'route' | 'label'>,
  count: 1 | 2,
) => ({
  key: `resources.${route}.name`,
  options: { smart_count: count, _: count === 1 ? label.one : label.many },
});
