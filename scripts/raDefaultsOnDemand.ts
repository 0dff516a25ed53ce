import type { Plugin } from 'vite';

// react-admin's components that stand in for a prop nobody passed, named by the module that
// imports them, and the file each one loads from: the portal passes its own for most, and the rest
// only show when something failed.
const DEFAULTS: {
  importer: RegExp;
  imports: [from: string, to: string];
  onDemand: Record<string, string>;
}[] = [
  {
    importer: /ra-ui-materialui\/dist\/AdminUI\.js$/,
    imports: [
      'import { Layout as DefaultLayout, AuthenticationError, LoadingPage, NotFound, Notification, Error, AccessDenied, } from "./layout/index.js";\nimport { Login, AuthCallback } from "./auth/index.js";',
      'import { Layout as DefaultLayout, LoadingPage, } from "./layout/index.js";',
    ],
    onDemand: {
      AuthenticationError: './layout/AuthenticationError.js',
      NotFound: './layout/NotFound.js',
      Notification: './layout/Notification.js',
      Error: './layout/Error.js',
      AccessDenied: './layout/AccessDenied.js',
      Login: './auth/Login.js',
      AuthCallback: './auth/AuthCallback.js',
    },
  },
  {
    importer: /ra-ui-materialui\/dist\/layout\/Layout\.js$/,
    imports: [
      'import { AppBar as DefaultAppBar } from "./AppBar.js";\nimport { Sidebar as DefaultSidebar } from "./Sidebar.js";\nimport { Menu as DefaultMenu } from "./Menu.js";\nimport { Error } from "./Error.js";',
      'import { Sidebar as DefaultSidebar } from "./Sidebar.js";',
    ],
    onDemand: {
      DefaultAppBar: './AppBar.js#AppBar',
      DefaultMenu: './Menu.js#Menu',
      Error: './Error.js',
    },
  },
];

// react-admin's default exporter, a list's `exporter` when none is passed: the portal passes its
// own CSV writer (src/engine/screens/listExporter.ts) or none, yet the default's (jsonexport) sat
// in every console page's first load, as the list controller imports it (bench/bundle).
const EXPORTER = {
  importer: /ra-core\/dist\/export\/defaultExporter\.js$/,
  replacements: [
    ["import jsonExport from 'jsonexport/dist/index.js';\n", ''],
    [
      '=> jsonExport(data, (err, csv) => downloadCSV(csv, resource));',
      "=> import('jsonexport/dist/index.js').then(({ default: jsonExport }) => jsonExport(data, (err, csv) => downloadCSV(csv, resource)));",
    ],
  ],
} as const;

// Each one in its own Suspense: react-admin renders some (its error page) where no boundary is.
const ON_DEMAND =
  'const onDemand$ = (load, name) => { const Lazy = React.lazy(() => load().then((module) => ({ default: module[name] }))); return (props) => React.createElement(React.Suspense, { fallback: null }, React.createElement(Lazy, props)); };';

const declaration = ([local, target]: [string, string]) => {
  const [file, exported = local] = target.split('#');
  return `const ${local} = onDemand$(() => import(${JSON.stringify(file)}), ${JSON.stringify(exported)});`;
};

/** The module's code with each text replaced, or a failed build when one is no longer there. */
function replaced(id: string, code: string, replacements: readonly (readonly [string, string])[]) {
  return replacements.reduce((patched, [from, to]) => {
    if (!patched.includes(from)) {
      throw new Error(`ra-defaults-on-demand: ${id} changed shape; update the patch`);
    }
    return patched.replace(from, to);
  }, code);
}

/**
 * react-admin's `<Admin>` and `<Layout>` import a default for each screen and part one may pass
 * (login page, menu, header, notification, error and not-found pages); the portal passes its own,
 * yet the defaults (react-admin's menu with its keyboard shortcuts, its snackbar, its login form)
 * sat in the console's first load (bench/bundle). This build step makes each of them a lazy
 * component: the same one renders, from its own chunk, if ever a screen shows it. The lists'
 * default exporter likewise loads its CSV writer when it first exports.
 *
 * @example defineConfig({ plugins: [react(), raDefaultsOnDemand()] })
 */
export function raDefaultsOnDemand(): Plugin {
  return {
    name: 'ra-defaults-on-demand',
    apply: 'build',
    transform(code, id) {
      const entry = DEFAULTS.find(({ importer }) => importer.test(id));
      if (entry) {
        const [from, to] = entry.imports;
        const lazy = [ON_DEMAND, ...Object.entries(entry.onDemand).map(declaration)].join('\n');
        return { code: replaced(id, code, [[from, `${to}\n${lazy}`]]), map: null };
      }
      if (EXPORTER.importer.test(id))
        return { code: replaced(id, code, EXPORTER.replacements), map: null };
      return null;
    },
  };
}
