import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

// The bench's yardstick: the smallest default react-admin app, one resource over ra-data-simple-rest.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
