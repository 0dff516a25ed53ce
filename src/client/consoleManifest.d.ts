// scripts/consoleManifestModule.ts serves this module in builds, the dev server and Vitest.
declare module 'virtual:console-manifest' {
  // An ambient module may not import by relative path, so the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const manifest: import('../engine/consoleManifest').ConsoleManifest;
  export default manifest;
}

declare module 'virtual:console-routes' {
  /** The paths (`/route`) of every resource screen the console routes to. */
  const routes: readonly string[];
  export default routes;
}
