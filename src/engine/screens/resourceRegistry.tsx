import { Resource, type DashboardComponent } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import manifest from 'virtual:console-manifest';
import { resourceNameKey } from '../../shared/i18n/resourceKeys';
import { paths } from '../../shared/paths';
import { resourceScreens } from './resourceScreens';
import { resourceFolder } from './resourceFolders';

// Every resource of src/features/resourceList.ts gets a <Resource> named after its route (the data
// provider maps it to the API); its folder's screens override the generated ones. Views only
// referred to (outfitters) get no screens, so references to them read as names.
// Built once: screens made on every render would remount on every render.
const registered = manifest.map((resource) => {
  const folder = resourceFolder(resource.name);
  const screens = resource.referenceOnly ? {} : (folder ?? resourceScreens(resource));
  return { resource, screens, childRoutes: folder?.childRoutes ?? {} };
});

const home = registered.find(({ resource }) => resource.listAtHome);

/** The list the home page `/` shows (the orders list); it has no route of its own. */
const List = home?.screens.list;
export const HomeList: DashboardComponent = () => (List ? <List /> : null);

/**
 * The resource's own path when its list is at home (`/orders`, which a shortened address or a
 * bookmark opens): home, with the same filters, instead of an empty page.
 */
function ListAtHome() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.home, search }} replace />;
}

/** A <Resource> for every resource, with its folder's extra routes as children. */
export function engineResources() {
  return registered.map(({ resource, screens, childRoutes }) => (
    <Resource
      key={resource.name}
      name={resource.route}
      recordRepresentation={resource.title}
      options={{ label: resourceNameKey(resource.name) }}
      list={resource.listAtHome ? undefined : screens.list}
      edit={screens.edit}
      create={screens.create}
      show={screens.show}
      icon={screens.icon}
    >
      {resource.listAtHome && <Route index element={<ListAtHome />} />}
      {Object.entries(childRoutes).map(([path, Screen]) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
    </Resource>
  ));
}
