import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const ZMoveAnswer = z.union([
  z.object({ status: z.literal('OK'), balance: z.number().int().min(0) }),
  z.object({
    status: z.enum(['INSUFFICIENT_FUNDS', 'CURRENCY_MISMATCH', 'DUPLICATE_TRANSACTION_MISMATCH']),
    balance: z.number().int().min(0).optional(),
  }),
]);

/** What a transfer vendor must not forget: its players' wallets and every transfer it answered. */
export const ZTransferWalletSnapshot = z.object({
  version: z.literal(1),
  accounts: z.array(
    z.tuple([z.string(), z.object({ balance: z.number().int().min(0), currency: z.string() })]),
  ),
  moves: z.array(
    z.tuple([
      z.string(),
      z.object({
        kind: z.enum(['in', 'out']),
        playerId: z.string(),
        amount: z.number().int().min(1),
        currency: z.string(),
        answer: ZMoveAnswer,
      }),
    ]),
  ),
});
export type TTransferWalletSnapshot = z.infer<typeof ZTransferWalletSnapshot>;

/** Where a transfer vendor keeps its wallet between runs. */
export interface TransferWalletStore {
  /** The vendor's last saved state; null when it has none yet. */
  load(vendorCode: string): TTransferWalletSnapshot | null;
  /** Saves the whole state; returns once it is on disk (the vendor answers after that). */
  save(vendorCode: string, snapshot: TTransferWalletSnapshot): void;
}

/**
 * One JSON file per vendor under `<dir>/transfer-wallets/`. A save writes a temporary file,
 * flushes it to disk and renames it over the old one, so a crash leaves either the old state or
 * the new one, never half of each. A file that does not parse stops the start: a vendor that
 * silently forgot its players' money would be worse than one that does not start.
 */
export class FileTransferStore implements TransferWalletStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'transfer-wallets');
    fs.mkdirSync(this.dir, { recursive: true });
  }

  load(vendorCode: string): TTransferWalletSnapshot | null {
    const file = this.fileOf(vendorCode);
    let raw: string;
    try {
      raw = fs.readFileSync(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new Error(`${file} is not valid JSON; fix or move it before starting`);
    }
    const snapshot = ZTransferWalletSnapshot.safeParse(parsed);
    if (!snapshot.success) {
      throw new Error(`${file} is not a transfer wallet: ${snapshot.error.issues[0]?.message}`);
    }
    return snapshot.data;
  }

  save(vendorCode: string, snapshot: TTransferWalletSnapshot): void {
    const file = this.fileOf(vendorCode);
    const temporary = `${file}.${process.pid}.tmp`;
    const fd = fs.openSync(temporary, 'w');
    try {
      fs.writeSync(fd, JSON.stringify(snapshot));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temporary, file);
  }

  private fileOf(vendorCode: string): string {
    // Vendor codes are [A-Z0-9_]; anything else never reaches a path.
    if (!/^[A-Za-z0-9_]+$/.test(vendorCode)) throw new Error(`bad vendor code ${vendorCode}`);
    return path.join(this.dir, `${vendorCode}.json`);
  }
}
