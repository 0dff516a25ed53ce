import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { raDefaultsOnDemand } from '../../scripts/raDefaultsOnDemand';

const require = createRequire(import.meta.url);
const dist = join(
  require.resolve('ra-ui-materialui').split('/ra-ui-materialui/')[0] ?? '',
  'ra-ui-materialui/dist',
);
const adminUi = join(dist, 'AdminUI.js');
const layout = join(dist, 'layout/Layout.js');
const defaultExporter = join(
  require.resolve('ra-core').split('/ra-core/')[0] ?? '',
  'ra-core/dist/export/defaultExporter.js',
);

type Transform = (code: string, id: string) => { code: string } | null;
const transform = raDefaultsOnDemand().transform as Transform;
const patched = (path: string) => transform(readFileSync(path, 'utf8'), path)?.code ?? '';

// bench/bundle: react-admin's defaults the portal replaces stay out of the console's first load.
describe('raDefaultsOnDemand', () => {
  it("loads <Admin>'s default pages and notification on demand, keeping the layout and loading page", () => {
    const code = patched(adminUi);
    for (const file of [
      './layout/AuthenticationError.js',
      './layout/NotFound.js',
      './layout/Notification.js',
      './layout/Error.js',
      './layout/AccessDenied.js',
      './auth/Login.js',
      './auth/AuthCallback.js',
    ]) {
      expect(code).toContain(`import(${JSON.stringify(file)})`);
    }
    expect(code).toContain(
      'import { Layout as DefaultLayout, LoadingPage, } from "./layout/index.js";',
    );
    expect(code).not.toContain('from "./auth/index.js"');
  });

  it("loads <Layout>'s default header, menu and error on demand, keeping the sidebar", () => {
    const code = patched(layout);
    for (const file of ['./AppBar.js', './Menu.js', './Error.js']) {
      expect(code).toContain(`import(${JSON.stringify(file)})`);
    }
    expect(code).toContain('import { Sidebar as DefaultSidebar } from "./Sidebar.js";');
    expect(code).not.toMatch(/import \{ (AppBar|Menu|Error)\b/);
  });

  it("loads the lists' default exporter's CSV writer when it first exports", () => {
    const code = patched(defaultExporter);
    expect(code).toContain("import('jsonexport/dist/index.js')");
    expect(code).not.toMatch(/^import jsonExport/m);
    expect(code).toContain('export const defaultExporter');
  });

  it('fails the build when a module no longer has the expected shape', () => {
    expect(() => transform('export const AdminUI = 1;\n', adminUi)).toThrow(/changed shape/);
    expect(() => transform('export const defaultExporter = 1;\n', defaultExporter)).toThrow(
      /changed shape/,
    );
  });

  it('leaves every other module alone', () => {
    expect(transform('export const a = 1;', '/src/client/App.tsx')).toBeNull();
  });
});
