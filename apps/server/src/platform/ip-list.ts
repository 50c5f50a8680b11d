import net from 'node:net';

/**
 * A set of IPs and CIDR ranges (v4 and v6) backed by Node's BlockList. Entries that do not parse
 * are skipped; the settings schema already refuses them on save.
 */
export function buildIpList(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const raw of entries) {
    const [address = '', prefix] = raw.trim().split('/');
    const family = net.isIP(address);
    if (!family) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    try {
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    } catch {
      // an out-of-range prefix: ignore the entry
    }
  }
  return list;
}

/** True when `ip` (v4, v6 or v4-mapped v6) is in the list. */
export function ipListHas(list: net.BlockList, ip: string): boolean {
  const plain = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const family = net.isIP(plain);
  if (!family) return false;
  return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}
