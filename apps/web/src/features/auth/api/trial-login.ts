import {
  API,
  ZLoginResponse,
  ZTrialKey,
  type TLoginResponse,
  type TTrialKey,
  type TTrialLoginRequest,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/trial-key: the RSA public key free-play payloads are encrypted with. */
export function getTrialKey(): Promise<TTrialKey> {
  return apiRequest(API.auth.trialKey, ZTrialKey);
}

/** POST /api/auth/login/trial: a free-play (trial) session. */
export function trialLogin(body: TTrialLoginRequest): Promise<TLoginResponse> {
  return apiRequest(API.auth.trialLogin, ZLoginResponse, { method: 'POST', body });
}
