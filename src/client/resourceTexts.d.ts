// scripts/resourceTextsModule.ts serves these modules (one a language) in builds, the dev server
// and Vitest.
declare module 'virtual:resource-texts/*' {
  // An ambient module may not import by relative path, so the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const texts: import('../shared/i18n/resourceTexts').ResourcesTexts;
  export default texts;
}
