import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { raRouterInPortal } from '../../scripts/raRouterInPortal';

const require = createRequire(import.meta.url);
const adapterPath = join(
  require.resolve('ra-core').split('/ra-core/')[0] ?? '',
  'ra-core/dist/routing/adapters/reactRouterProvider.js',
);

type Transform = (code: string, id: string) => { code: string } | null;
const transform = raRouterInPortal().transform as Transform;

// bench/bundle: react-admin's hash router must stay out of the entry's react-router module.
describe('raRouterInPortal', () => {
  it("drops react-router's data router from the installed react-admin adapter, keeping the rest", () => {
    const result = transform(readFileSync(adapterPath, 'utf8'), adapterPath);
    expect(result?.code).not.toMatch(/createHashRouter|RouterProvider as ReactRouterProvider/);
    expect(result?.code).toMatch(/export const reactRouterProvider = \{/);
    expect(result?.code).toMatch(/useInRouterContext, Link, Navigate, Route, Routes/);
  });

  it('fails the build when the adapter no longer has the expected shape', () => {
    const changed = "import { createHashRouter } from 'react-router-dom';\nexport const x = 1;\n";
    expect(() => transform(changed, adapterPath)).toThrow(/changed shape/);
  });

  it('leaves every other module alone', () => {
    expect(transform('export const a = 1;', '/src/client/App.tsx')).toBeNull();
  });
});
