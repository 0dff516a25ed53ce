import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { AnyResource } from '../../../../resources/engine/defineResource';
import { EngineCreate, EngineEdit } from './EngineForm';
import { EngineList } from './EngineList';
import { EngineShow } from './EngineShow';

/** What a resource folder's index.ts exports for <Resource>. */
export interface ResourceScreens {
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: SvgIconComponent;
}

/**
 * The generated screens of a definition; a resource folder overrides any of them by passing its own.
 * @example export const { list, edit, create, show, icon } = resourceScreens(species, { icon: PetsIcon });
 */
export function resourceScreens(
  definition: AnyResource,
  overrides: ResourceScreens = {},
): ResourceScreens {
  const can = (action: string) =>
    Object.values(definition.access).some((policy) => policy?.actions.includes(action as never));
  return {
    list: can('list') ? () => <EngineList definition={definition} /> : undefined,
    create: can('create') ? () => <EngineCreate definition={definition} /> : undefined,
    edit: can('update') ? () => <EngineEdit definition={definition} /> : undefined,
    show: can('read') ? () => <EngineShow definition={definition} /> : undefined,
    ...overrides,
  };
}
