import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { ResourceScreens } from './resourceScreens';

/** What a resource's folder `src/features/{name}/screens/index.ts` may export. */
export interface ResourceFolder extends ResourceScreens {
  /** Screens under the resource's route beyond list, create, edit and show (`clients/link`). */
  childRoutes?: Record<string, ComponentType>;
}

// Every resource folder's screens, found by the build: adding one needs no list to edit. Eager,
// because <Resource> needs its screens at once; a folder's index only declares its icon and lazy
// screens, which load when they first show (bench/bundle).
const found = import.meta.glob<ResourceFolder>('../../features/*/screens/index.ts', {
  eager: true,
});

const folders: Record<string, ResourceFolder> = Object.fromEntries(
  Object.entries(found).map(([path, folder]) => [path.split('/')[3]!, folder]),
);

/** The folder of a resource by name, if it has one. */
export const resourceFolder = (name: string): ResourceFolder | undefined => folders[name];

/** A resource's icon, from its folder. */
export const resourceIcon = (name: string): SvgIconComponent | undefined => folders[name]?.icon;
