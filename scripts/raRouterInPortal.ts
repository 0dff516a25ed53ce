import type { Plugin } from 'vite';

const ADAPTER = /ra-core\/dist\/routing\/adapters\/reactRouterProvider\.js$/;

/**
 * react-admin's router adapter creates a hash router (react-router's whole data router) when it
 * finds no router around it. The portal always renders react-admin inside its own BrowserRouter
 * (main.tsx), so that code never runs; but it sits in react-router's one module, which the entry
 * chunk holds, and costs every first visit about 16 KB gzip (bench/bundle). This build step gives
 * the adapter a router wrapper that only accepts an existing router.
 *
 * @example defineConfig({ plugins: [react(), raRouterInPortal()] })
 */
export function raRouterInPortal(): Plugin {
  return {
    name: 'ra-router-in-portal',
    apply: 'build',
    transform(code, id) {
      if (!ADAPTER.test(id)) return null;
      const withoutDataRouter = code
        .replace('createHashRouter, RouterProvider as ReactRouterProvider, ', '')
        .replace(
          /const InternalRouter = [\s\S]*?\n};\n/,
          "const InternalRouter = () => {\n    throw new Error('react-admin must render inside the portal router');\n};\n",
        );
      if (withoutDataRouter.includes('createHashRouter')) {
        throw new Error(`ra-router-in-portal: ${id} changed shape; update the patch`);
      }
      return { code: withoutDataRouter, map: null };
    },
  };
}
