import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { AnyResource } from '../../../resources/engine/defineResource';
import { clients } from '../../../resources/clients';
import { farms } from '../../../resources/farms';
import { outfitters } from '../../../resources/outfitters';
import { pricelists } from '../../../resources/pricelists';
import { species } from '../../../resources/species';
import { trophyTypes } from '../../../resources/trophyTypes';
import { users } from '../../../resources/users';
import * as clientScreens from './clients';
import type { ResourceScreens } from './engine/resourceScreens';
import * as farmScreens from './farms';
import * as pricelistScreens from './pricelists';
import * as speciesScreens from './species';
import * as trophyScreens from './trophies';
import * as userScreens from './users';

// Each definition with its folder's screens; outfitters have none and are registered only so that
// references to them read as names.
const registered: [AnyResource, ResourceScreens][] = [
  [species, speciesScreens],
  [trophyTypes, trophyScreens],
  [pricelists, pricelistScreens],
  [farms, farmScreens],
  [users, userScreens],
  [clients, clientScreens],
  [outfitters, {}],
];

// SPEC 2: clients/link, beside the generated clients screens.
const childRoutes: Record<string, ReactNode> = {
  [clients.route]: <Route path="link" element={<clientScreens.ClientLink />} />,
};

/** The engine's <Resource>s, named after their SPEC 2 routes (the data provider maps them to the API). */
export function engineResources() {
  return registered.map(([definition, { list, edit, create, show, icon }]) => (
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
  ));
}
