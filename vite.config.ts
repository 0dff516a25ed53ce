import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { consoleManifestModule } from './scripts/consoleManifestModule.ts';
import { resourceTextsModule } from './scripts/resourceTextsModule.ts';
import { raDefaultsOnDemand } from './scripts/raDefaultsOnDemand.ts';
import { raRouterInPortal } from './scripts/raRouterInPortal.ts';

// `npm run dev` runs the API on DEV_API_PORT; Vite proxies /api to it so the browser sees one origin.
const apiPort = process.env.DEV_API_PORT ?? '3001';

export default defineConfig({
  resolve: {
    // The translations' polyglot is on every first page (bench/bundle, its budget left).
    alias: {
      'object.entries': fileURLToPath(
        new URL('./scripts/bundleShims/objectEntries.cjs', import.meta.url),
      ),
    },
  },
  plugins: [
    react(),
    consoleManifestModule(),
    resourceTextsModule(),
    raRouterInPortal(),
    raDefaultsOnDemand(),
    // docs/offline.md#app-shell: the service worker precaches the whole build (every lazy chunk and
    // the fonts) so a collector's phone opens the portal with no network; pages fall back to
    // index.html, the API and /metrics never do. Registered by the offline layer itself, when the
    // browser is idle after the first render (src/client/data/offline/registerServiceWorker.ts).
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'Trophy Portal',
        short_name: 'Trophy Portal',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0F172A',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff,woff2,svg,png,ico}'],
        // The console's chunk is larger than Workbox's 2 MB default.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: '/index.html',
        // The freight agent's pack is the server's own page, never the app's
        // (docs/crates-and-shipments.md#the-freight-agents-pack).
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/metrics(\/|$)/, /^\/freight-pack\//],
        cleanupOutdatedCaches: true,
      },
    }),
    // docs/api.md#compression: a .br and a .gz beside each text file, at the highest levels once
    // per build instead of a quick level on every request; the server sends the one a browser
    // takes. The service worker's globPatterns above match neither, so it never precaches them.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The server reads which chunks the console loads, to ask for them with its pages
    // (src/server/plugins/consolePreloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod comes with the forms and screens that validate; left to automatic chunking it
            // shares a chunk with small modules the first screens need, and they would download it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // react-query in one chunk: the offline layer's own chunk (docs/offline.md#who-gets-it)
            // shares a few of its modules, and left to automatic chunking they would split off into
            // one more small chunk every first visit downloads. Above react-admin's group
            // (`ra-ui`), which would take it in (ra-core runs on it), and the login page would
            // download react-admin.
            {
              name: 'react-query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 2,
            },
            // What the entry itself runs on stays out of react-admin's group below, which takes in
            // the dependencies of what it holds, and out of react-query's, which would take in react.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            // react-admin's list views, their bulk and export buttons and MUI's pagination, which only
            // the list screens draw: in a chunk of their own, so that a screen without a list (the
            // client's order) does not download them. Without their dependencies (react-admin's core,
            // MUI's base), which the group below takes in: a group that took them would hold what every
            // screen runs on, and left out of both they fell into many small chunks (bench/bundle).
            {
              name: 'ra-list',
              priority: 2,
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](ra-ui-materialui[\\/]dist[\\/](esm[\\/])?list[\\/]|ra-core[\\/]dist[\\/](esm[\\/])?(controller[\\/](list[\\/]|button[\\/]useBulk)|export[\\/]|form[\\/]FilterLiveForm)|ra-ui-materialui[\\/]dist[\\/](esm[\\/])?button[\\/](Bulk\w+|ExportButton|SelectAllButton)\.js|@mui[\\/]material[\\/](esm[\\/])?(TablePagination\w*|TableSortLabel|Pagination|PaginationItem)[\\/])/,
            },
            // What every console screen draws with: react-admin's core and the MUI parts its screens
            // use (buttons, dialogs, tables, text fields), the fields every first list shows a row
            // with, and what the list views above import. The lazy screens and the offline layer's lazy
            // header that share some would otherwise cut them into many small chunks that compress
            // worse (bench/bundle). It names the list views so as to take in their dependencies; the
            // views themselves go to the group above, whose priority is higher.
            {
              name: 'ra-ui',
              priority: 1,
              test: /node_modules[\\/](ra-ui-materialui[\\/]dist[\\/](esm[\\/])?(list[\\/]|field[\\/](TextField|DateField|FunctionField|sanitizeFieldRestProps)\.js)|@mui[\\/]material[\\/](esm[\\/])?(Table\w*|Checkbox|SwitchBase|Dialog\w*|Button|ButtonGroup|FormControl|FormHelperText|FormLabel|InputAdornment|InputLabel|TextField)[\\/]|@mui[\\/]utils[\\/]esm[\\/]isMuiElement[\\/])/,
            },
            // What every signed-in first screen runs on beside the console's own chunk, which lazy
            // screens share too: the console manifest, roles, the skeletons, ra's HttpError and locale
            // hook. Apart they were ten chunks of 50 to 1,500 bytes (bench/bundle). Not the dates: a
            // group takes in what its modules import, and the studio's dates are the entry's.
            {
              name: 'console-shared',
              priority: 1,
              test: /virtual:console-manifest|src[\\/](engine[\\/](consoleManifest|screens[\\/](dataProvider|useMyRoles|useRecordLink))|client[\\/](common[\\/](visuallyHidden|skeletons[\\/](SkeletonRegion|useSkeletonAnimation))|data[\\/]offline[\\/]offlineSettings)|shared[\\/]roles|features[\\/]instruction-registers[\\/]irAsCreated)\.tsx?$|node_modules[\\/](@mui[\\/]material[\\/]esm[\\/]Skeleton[\\/]|ra-core[\\/]dist[\\/](dataProvider[\\/]HttpError|i18n[\\/]useLocaleState)\.js)/,
            },
            // react-admin's text input, which both first lists filter with and the forms use.
            {
              name: 'list-inputs',
              priority: 1,
              test: /node_modules[\\/](ra-ui-materialui[\\/]dist[\\/]input[\\/](TextInput|ResettableTextField|InputHelperText)\.js|ra-core[\\/]dist[\\/](form[\\/](useInput|useApplyInputDefaultValues|validation[\\/](validate|ValidationError)|groups[\\/]\w+)|controller[\\/]input[\\/]sanitizeInputRestProps|core[\\/]useWrappedSource)\.js)/,
            },
            // The English texts of the pages without the shell with the helper that loads the
            // screens' chunks: both first visits download both, and apart they compress worse.
            {
              name: 'page-messages',
              test: /vite[\\/]preload-helper|src[\\/]client[\\/]i18n[\\/]englishPageMessages\./,
              priority: 2,
            },
            // The form components and the toast, shared by the login page and the console: one
            // chunk instead of three small ones that both first visits would download (bench/bundle).
            // react-hook-form named here, or react-admin's group (whose ra-core forms use it) takes it
            // in and the login page would download react-admin.
            {
              name: 'forms',
              test: /src[\\/]client[\\/](session[\\/]forms[\\/]|common[\\/]notifications[\\/](Toast|ToastColumn|toastSettings)\.)|node_modules[\\/]react-hook-form[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
