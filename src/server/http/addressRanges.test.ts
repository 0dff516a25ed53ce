import { describe, expect, it } from 'vitest';
import { addressMatcher, isAddressRange } from './addressRanges';

describe('address ranges', () => {
  it.each(['10.0.0.2', '10.1.0.0/16', '0.0.0.0/0', '::1', 'fd00::/8', '::/0'])(
    'takes %s as an address or a CIDR range',
    (entry) => expect(isAddressRange(entry)).toBe(true),
  );

  it.each([
    '',
    'localhost',
    '10.0.0.256',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/8/8',
    '10.0.0.0/x',
  ])('refuses %s', (entry) => expect(isAddressRange(entry)).toBe(false));

  it.each([
    ['10.1.2.3', true],
    ['::ffff:10.1.2.3', true],
    ['10.2.0.1', false],
    ['127.0.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['127.0.0.2', false],
    ['fd12::1', true],
    ['fe80::1', false],
    ['not an address', false],
  ])('matches %s against 10.1.0.0/16, 127.0.0.1 and fd00::/8: %s', (address, allowed) => {
    const matches = addressMatcher(['10.1.0.0/16', '127.0.0.1', 'fd00::/8']);
    expect(matches(address)).toBe(allowed);
  });

  it('matches nothing without ranges', () => {
    expect(addressMatcher([])('127.0.0.1')).toBe(false);
  });
});
