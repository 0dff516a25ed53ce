import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// docs/settings.md#trusted-proxies
const trustProxy = (value: string) =>
  loadConfig({ DATA_DIR: '/tmp', PUBLIC_URL: 'https://portal.example', TRUST_PROXY: value })
    .TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it.each(['', 'false', '0', 'no', 'off'])('%j trusts no proxy', (value) => {
    expect(trustProxy(value)).toBe(false);
  });

  it("takes the proxies' addresses, ranges and proxy-addr's names, comma-separated", () => {
    expect(trustProxy('10.0.0.2, 10.1.0.0/16,fd00::/8 , loopback')).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'yes', 'on', 'TRUE', '1', '2'])(
    'refuses %j: it would trust hops a client writes',
    (value) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY must be false or the addresses/);
    },
  );

  it.each([
    'proxy.example',
    '10.0.0.2/33',
    '10.0.0.2/8/1',
    '-1',
    '1.5',
    '10.0.0.2 10.0.0.3',
    '10.0.0.2,',
  ])('refuses %j, naming the setting', (value) => {
    expect(() => trustProxy(value)).toThrow(/^Invalid setting: TRUST_PROXY /);
  });
});
