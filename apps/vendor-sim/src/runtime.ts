import type { SimGame, SimVendor } from './catalogue/index.js';
import type { ChaosBoard } from './chaos.js';
import type { MatchOffer } from './play/offers.js';
import { RoundLog } from './vendor-api/round-log.js';
import type { TransferWalletStore } from './vendor-api/transfer-store.js';
import { TransferWallet } from './vendor-api/transfer-wallet.js';
import type { CallLog } from './wallet-client/call-log.js';
import { WalletClient } from './wallet-client/client.js';
import { PendingQueue } from './wallet-client/settle.js';

/** The page languages (the launch's language is mapped onto one of them). */
export type PageLanguage = 'en' | 'zh' | 'th';

/** One launched game session: what /launch was asked and what the page plays with. */
export interface Launch {
  launchId: string;
  vendorCode: string;
  playerId: string;
  token: string;
  game: SimGame;
  language: PageLanguage;
  currency: string;
  mode: 'real' | 'demo';
  device: 'desktop' | 'mobile';
  returnUrl: string;
  createdAt: Date;
  /** Last balance known (the wallet's answer, the vendor wallet or demo money). */
  balance: number | null;
  /**
   * Where the money is, decided at the first use: the platform's wallet (seamless, after /session
   * answered), the vendor's own wallet (transfer), or local play money (a demo launch the
   * platform's wallet does not know). Null until decided.
   */
  wallet: 'platform' | 'vendor' | 'local' | null;
  /** Local demo play money, kept by the simulator. */
  demoBalance: number;
  /** Sports and esports: the match on offer. */
  offer?: MatchOffer;
  /** Rounds of one launch run one after another. */
  queue: Promise<unknown>;
}

/** Everything the simulator keeps for one vendor. */
export interface VendorRuntime {
  vendor: SimVendor;
  client: WalletClient;
  wallet: TransferWallet;
  rounds: RoundLog;
  pending: PendingQueue;
  launches: Map<string, Launch>;
}

export interface RuntimeOptions {
  platformUrl: string;
  chaos: ChaosBoard;
  calls: CallLog;
  walletTimeoutMs: number;
  betsPageSize: number;
  /** Where transfer vendors keep their wallets; none: in memory only (forgotten on stop). */
  store?: TransferWalletStore;
}

export function createRuntime(vendor: SimVendor, options: RuntimeOptions): VendorRuntime {
  return {
    vendor,
    client: new WalletClient({
      platformUrl: options.platformUrl,
      vendorCode: vendor.code,
      secret: vendor.secret,
      chaos: () => options.chaos.get(vendor.code),
      log: options.calls,
      timeoutMs: options.walletTimeoutMs,
    }),
    wallet: new TransferWallet(
      vendor.currency,
      options.store && vendor.mode === 'transfer'
        ? { store: options.store, vendorCode: vendor.code }
        : undefined,
    ),
    rounds: new RoundLog(options.betsPageSize),
    pending: new PendingQueue(),
    launches: new Map(),
  };
}

/** The page language for a launch language: zh/cn, th, else English. */
export function pageLanguage(language: string): PageLanguage {
  const l = language.toLowerCase();
  if (l.startsWith('zh') || l === 'cn') return 'zh';
  if (l.startsWith('th')) return 'th';
  return 'en';
}
