import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import manifest from 'virtual:console-manifest';
import * as clientScreens from './clients';
import { resourceScreens, type ResourceScreens } from './engine/resourceScreens';
import * as farmScreens from './farms';
import * as pricelistScreens from './pricelists';
import * as speciesScreens from './species';
import * as trophyScreens from './trophies';
import * as userScreens from './users';

// The folders of resources with their own icon or screens, by API name; any other resource gets
// the generated ones. Outfitters and professional hunters list no screens: they are resources only
// so that references to them read as names.
const folders: Record<string, ResourceScreens> = {
  species: speciesScreens,
  'trophy-types': trophyScreens,
  pricelists: pricelistScreens,
  farms: farmScreens,
  users: userScreens,
  clients: clientScreens,
  outfitters: {},
  'professional-hunters': {},
};

const generated = manifest.filter((resource) => resource.generated);

// Built once: screens made on every render would remount on every render.
const screensOf = new Map(
  generated.map((resource) => [resource.name, folders[resource.name] ?? resourceScreens(resource)]),
);

// SPEC 2: clients/link, beside the generated clients screens.
const childRoutes: Record<string, ReactNode> = {
  clients: <Route path="link" element={<clientScreens.ClientLink />} />,
};

/** The engine's <Resource>s, named after their SPEC 2 routes (the data provider maps them to the API). */
export function engineResources() {
  return generated.map((resource) => {
    const { list, edit, create, show, icon } = screensOf.get(resource.name)!;
    return (
      <Resource
        key={resource.name}
        name={resource.route}
        recordRepresentation={resource.title}
        options={{ label: resource.label.many }}
        list={list}
        edit={edit}
        create={create}
        show={show}
        icon={icon}
      >
        {childRoutes[resource.name]}
      </Resource>
    );
  });
}
