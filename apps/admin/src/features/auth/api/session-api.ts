import {
  API,
  ZAdminLoginResponse,
  ZAdminSession,
  type TAdminLoginRequest,
  type TAdminLoginResponse,
  type TAdminSession,
} from '@lw/contracts';
import type { z } from 'zod';
import type { ZChangeOwnPasswordRequest } from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

export type TChangeOwnPasswordRequest = z.input<typeof ZChangeOwnPasswordRequest>;

/** Query key of the signed-in operator's session. */
export const sessionQueryKey = ['admin', 'session'] as const;

export function fetchSession(signal?: AbortSignal): Promise<TAdminSession> {
  return apiRequest(API.admin.session, { schema: ZAdminSession, signal });
}

export function postLogin(body: TAdminLoginRequest): Promise<TAdminLoginResponse> {
  return apiRequest(API.admin.login, {
    method: 'POST',
    body,
    schema: ZAdminLoginResponse,
    auth: false,
  });
}

export function postLogout(): Promise<void> {
  return apiRequest(API.admin.logout, { method: 'POST' });
}

export function postChangePassword(body: TChangeOwnPasswordRequest): Promise<void> {
  return apiRequest(API.admin.password, { method: 'POST', body });
}
