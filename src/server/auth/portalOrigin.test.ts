import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { publicOrigin } from './portalOrigin';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp', ...env });

describe('the portal origin e-mail links use', () => {
  it.each([
    [{ HOST: '0.0.0.0', PORT: '3000' }, 'http://localhost:3000'],
    [{ HOST: '::', PORT: '8080' }, 'http://localhost:8080'],
    [{ HOST: '127.0.0.1', PORT: '3000' }, 'http://localhost:3000'],
    [{ HOST: '192.168.1.20', PORT: '3000' }, 'http://192.168.1.20:3000'],
    [{ HOST: 'fd00::20', PORT: '3000' }, 'http://[fd00::20]:3000'],
    [
      { PUBLIC_URL: 'https://portal.studio.example/app', PORT: '3000' },
      'https://portal.studio.example',
    ],
  ])('with %o is %s', (env, origin) => {
    expect(publicOrigin(config(env))).toBe(origin);
  });

  it('takes the port the server really listens on (PORT=0)', () => {
    expect(publicOrigin(config({ PORT: '0' }), 41234)).toBe('http://localhost:41234');
  });

  it('refuses TRUST_PROXY without PUBLIC_URL: behind a proxy the listening address is not public', () => {
    expect(() => config({ TRUST_PROXY: '127.0.0.1' })).toThrow(ConfigError);
    expect(() => config({ TRUST_PROXY: '127.0.0.1' })).toThrow(/PUBLIC_URL must be set/);
    expect(
      publicOrigin(config({ TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://p.example' })),
    ).toBe('https://p.example');
  });
});
