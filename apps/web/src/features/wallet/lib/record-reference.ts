/** How an account record's reference reads: a translated label with values, or the text as is. */
export type TReferenceText =
  | {
      key: 'withdrawal' | 'deposit' | 'adjustment' | 'vendorTransfer' | 'trial' | 'memberTransfer';
      values: Record<string, string>;
    }
  | { text: string };

/**
 * Turns the ledger's reference of an account record (`withdrawal:12`, `trial:7`, `from>to`, a
 * deposit's order number, …) into something a member can read and quote to customer service.
 * Unknown forms are shown as they are.
 */
export function describeReference(reference: string): TReferenceText {
  let m = /^(withdrawal|deposit|adjustment):(\d+)$/.exec(reference);
  if (m) return { key: m[1] as 'withdrawal' | 'deposit' | 'adjustment', values: { id: m[2]! } };
  // A 32-hex transfer id; its first 8 characters are enough to find it.
  m = /^vendor-transfer:([0-9a-f]{8})[0-9a-f]*$/i.exec(reference);
  if (m) return { key: 'vendorTransfer', values: { id: m[1]!.toUpperCase() } };
  if (/^trial:\d+$/.test(reference)) return { key: 'trial', values: {} };
  m = /^([^>\s]+)>([^>\s]+)$/.exec(reference);
  if (m) return { key: 'memberTransfer', values: { from: m[1]!, to: m[2]! } };
  return { text: reference };
}
