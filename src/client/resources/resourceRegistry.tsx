import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { resourceList } from '../../../resources/resourceList';
import { clients } from '../../../resources/clients';
import { farms } from '../../../resources/farms';
import { outfitters } from '../../../resources/outfitters';
import { pricelists } from '../../../resources/pricelists';
import { professionalHunters } from '../../../resources/professionalHunters';
import { species } from '../../../resources/species';
import { trophyTypes } from '../../../resources/trophyTypes';
import { users } from '../../../resources/users';
import * as clientScreens from './clients';
import { resourceScreens, type ResourceScreens } from './engine/resourceScreens';
import * as farmScreens from './farms';
import * as pricelistScreens from './pricelists';
import * as speciesScreens from './species';
import * as trophyScreens from './trophies';
import * as userScreens from './users';

// The folders of resources with their own icon or screens; any other definition gets the generated
// ones. Outfitters list no screens: they are a resource only so references to them read as names.
const folders: Record<string, ResourceScreens> = {
  [species.name]: speciesScreens,
  [trophyTypes.name]: trophyScreens,
  [pricelists.name]: pricelistScreens,
  [farms.name]: farmScreens,
  [users.name]: userScreens,
  [clients.name]: clientScreens,
  [outfitters.name]: {},
  [professionalHunters.name]: {},
};

// Built once: screens made on every render would remount on every render.
const screensOf = new Map(
  resourceList.map((definition) => [
    definition.name,
    folders[definition.name] ?? resourceScreens(definition),
  ]),
);

// SPEC 2: clients/link, beside the generated clients screens.
const childRoutes: Record<string, ReactNode> = {
  [clients.route]: <Route path="link" element={<clientScreens.ClientLink />} />,
};

/** The engine's <Resource>s, named after their SPEC 2 routes (the data provider maps them to the API). */
export function engineResources() {
  return resourceList.map((definition) => {
    const { list, edit, create, show, icon } = screensOf.get(definition.name)!;
    return (
      <Resource
        key={definition.name}
        name={definition.route}
        recordRepresentation={definition.title}
        options={{ label: definition.label.many }}
        list={list}
        edit={edit}
        create={create}
        show={show}
        icon={icon}
      >
        {childRoutes[definition.route]}
      </Resource>
    );
  });
}
