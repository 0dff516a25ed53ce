import { resourceByName } from '../../features/resourceList';
import { EngineCreate, EngineEdit } from './EngineForm';
import { EngineList } from './EngineList';
import { EngineShow } from './EngineShow';

// The generated screens by resource name: the chunk that brings the definitions (and zod) along,
// loaded when one of these screens is first shown.

interface ScreenProps {
  /** The definition's API name. */
  resource: string;
}

function definitionOf(name: string) {
  const definition = resourceByName(name);
  if (!definition) throw new Error(`No resource definition named '${name}'`);
  return definition;
}

export const EngineListOf = ({ resource }: ScreenProps) => (
  <EngineList definition={definitionOf(resource)} />
);
export const EngineCreateOf = ({ resource }: ScreenProps) => (
  <EngineCreate definition={definitionOf(resource)} />
);
export const EngineEditOf = ({ resource }: ScreenProps) => (
  <EngineEdit definition={definitionOf(resource)} />
);
export const EngineShowOf = ({ resource }: ScreenProps) => (
  <EngineShow definition={definitionOf(resource)} />
);
