import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { ConsoleResource } from '../consoleManifest';
import { lazyScreen } from '../../client/shell/screens/lazyScreen';

/** What a resource folder's index.ts exports for <Resource>. */
export interface ResourceScreens {
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: SvgIconComponent;
}

// docs/guards.md#loading-screens: screens load on demand, each with its definition, so the console's first screen carries
// no form, list or schema it does not show (bench/bundle).
const EngineList = lazyScreen(() => import('./engineScreens'), 'EngineListOf');
const EngineCreate = lazyScreen(() => import('./engineScreens'), 'EngineCreateOf');
const EngineEdit = lazyScreen(() => import('./engineScreens'), 'EngineEditOf');
const EngineShow = lazyScreen(() => import('./engineScreens'), 'EngineShowOf');

/**
 * The generated screens of a resource, each where some role may take its action; a resource
 * folder overrides any of them by passing its own.
 * @example export const { list, edit, create, show, icon } = resourceScreens(consoleResource('species'), { icon: PetsIcon });
 */
export function resourceScreens(
  resource: ConsoleResource,
  overrides: ResourceScreens = {},
): ResourceScreens {
  const can = (action: string) => (resource.allowed[action]?.length ?? 0) > 0;
  const { name } = resource;
  return {
    list: can('list') ? () => <EngineList resource={name} /> : undefined,
    create: can('create') ? () => <EngineCreate resource={name} /> : undefined,
    edit: can('edit') ? () => <EngineEdit resource={name} /> : undefined,
    show: can('show') ? () => <EngineShow resource={name} /> : undefined,
    ...overrides,
  };
}
