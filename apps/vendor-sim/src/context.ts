import crypto from 'node:crypto';
import type { ChaosBoard } from './chaos.js';
import type { Launch, VendorRuntime } from './runtime.js';
import type { RoundContext } from './play/rounds.js';
import type { CallLog } from './wallet-client/call-log.js';

/** What every route of the simulator shares. */
export interface SimContext {
  runtimes: ReadonlyMap<string, VendorRuntime>;
  chaos: ChaosBoard;
  calls: CallLog;
  /** Base URL handed out in launch URLs and the manifest. */
  publicUrl(): string;
  retryDelaysMs: readonly number[];
  /** Launches across vendors by id. */
  launches: Map<string, Launch>;
  log(line: string): void;
}

let counter = 0;
/** Unique ids: `CODE-<kind>-<counter>-<random>` (kind r, b, w, rb; launch ids are longer). */
export function nextId(code: string, kind: string): string {
  counter += 1;
  return `${code}-${kind}-${counter}-${crypto.randomBytes(3).toString('hex')}`;
}

export function roundContext(context: SimContext, runtime: VendorRuntime): RoundContext {
  return {
    runtime,
    chaos: context.chaos.get(runtime.vendor.code),
    retryDelaysMs: context.retryDelaysMs,
    nextId: (kind) => nextId(runtime.vendor.code, kind),
  };
}

/** The base URL of a vendor's API. */
export const vendorBaseUrl = (context: SimContext, code: string) =>
  `${context.publicUrl()}/v/${encodeURIComponent(code)}`;
