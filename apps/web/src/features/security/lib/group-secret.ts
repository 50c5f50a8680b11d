/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP": easier to read out and type by hand. */
export function groupSecret(secret: string, size = 4): string {
  const clean = secret.replace(/\s+/g, '');
  return clean.match(new RegExp(`.{1,${size}}`, 'g'))?.join(' ') ?? '';
}
