import { consoleResource } from './engine/consoleResource';

/**
 * The app path of a resource's screens, from its definition's route.
 * @example resourcePath('trophy-types') // '/admin/trophies'
 */
export const resourcePath = (name: string): string => `/${consoleResource(name).route}`;

/**
 * The path of a resource's list: its route, or the home page for the one listed there.
 * @example listPath('orders') // '/'
 */
export const listPath = (name: string): string =>
  consoleResource(name).listAtHome ? '/' : resourcePath(name);
