import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { clients } from '../../../resources/clients';
import { farms } from '../../../resources/farms';
import { outfitters } from '../../../resources/outfitters';
import { pricelists } from '../../../resources/pricelists';
import { species } from '../../../resources/species';
import { trophyTypes } from '../../../resources/trophyTypes';
import { users } from '../../../resources/users';
import * as clientScreens from './clients';
import * as farmScreens from './farms';
import * as pricelistScreens from './pricelists';
import * as speciesScreens from './species';
import * as trophyScreens from './trophies';
import * as userScreens from './users';

const screens = (module: Record<string, unknown>) =>
  ({
    list: module.list,
    edit: module.edit,
    create: module.create,
    show: module.show,
    icon: module.icon,
  }) as Pick<Parameters<typeof Resource>[0], 'list' | 'edit' | 'create' | 'show' | 'icon'>;

/**
 * The engine's <Resource>s, named after their SPEC 2 routes; outfitters have no screen and are
 * registered only so references to them read as names.
 */
export function engineResources() {
  return [
    <Resource
      key="species"
      name={species.route}
      recordRepresentation={species.title}
      options={{ label: species.label.many }}
      {...screens(speciesScreens)}
    />,
    <Resource
      key="trophies"
      name={trophyTypes.route}
      recordRepresentation={trophyTypes.title}
      options={{ label: trophyTypes.label.many }}
      {...screens(trophyScreens)}
    />,
    <Resource
      key="pricelists"
      name={pricelists.route}
      recordRepresentation={pricelists.title}
      options={{ label: pricelists.label.many }}
      {...screens(pricelistScreens)}
    />,
    <Resource
      key="farms"
      name={farms.route}
      recordRepresentation={farms.title}
      options={{ label: farms.label.many }}
      {...screens(farmScreens)}
    />,
    <Resource
      key="users"
      name={users.route}
      recordRepresentation={users.title}
      options={{ label: users.label.many }}
      {...screens(userScreens)}
    />,
    <Resource
      key="clients"
      name={clients.route}
      recordRepresentation={clients.title}
      options={{ label: clients.label.many }}
      {...screens(clientScreens)}
    >
      <Route path="link" element={<clientScreens.ClientLink />} />
    </Resource>,
    <Resource
      key="outfitters"
      name={outfitters.name}
      recordRepresentation={outfitters.title}
      options={{ label: outfitters.label.many }}
    />,
  ];
}
