import path from 'node:path';
import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { KycFileStore } from './kyc-files.js';
import type { KycInbox } from './kyc-notices.js';
import { adminKycRoutes, kycRoutes } from './kyc.routes.js';
import { KycService } from './kyc.service.js';

export interface KycNeeds extends Pick<Core, 'clock' | 'config' | 'db'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  /** Rejections and re-requests leave a notice in the member's inbox: content's messages. */
  messages: KycInbox;
}

export interface KycProvides {
  /** KYC documents, reviews and the member's level (issue 24). */
  kyc: KycService;
}

/** Identity: KYC documents on disk under DATA_DIR/kyc, the review queue, the derived level. */
export const kycModule = defineModule<KycNeeds, KycProvides>({
  name: 'kyc',
  services: ({ db, clock, config, messages }) => ({
    kyc: new KycService(db, clock, new KycFileStore(path.join(config.dataDir, 'kyc')), messages),
  }),
  routes: (deps) => [kycRoutes(deps), adminKycRoutes(deps)],
});
