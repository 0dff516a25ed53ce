import { BlockList, isIP } from 'node:net';

/**
 * Whether `entry` is an IP address or a CIDR range (`10.0.0.2`, `10.1.0.0/16`, `::1`, `fd00::/8`).
 * @example ['10.0.0.2', '10.1.0.0/16'].every(isAddressRange) // true
 */
export function isAddressRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
}

/**
 * A test of an address against addresses and CIDR ranges checked by isAddressRange; an IPv4 range
 * also holds the same addresses written IPv4-mapped (`::ffff:10.0.0.2`), as a dual-stack socket
 * reports them.
 * @example const allowed = addressMatcher(['10.1.0.0/16']); allowed(request.ip);
 */
export function addressMatcher(ranges: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
