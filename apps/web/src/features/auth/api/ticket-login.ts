import { API, ZLoginResponse, type TLoginResponse } from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login/ticket: redeems the one-time ticket a social sign-in brought back. */
export function ticketLogin(ticket: string): Promise<TLoginResponse> {
  return apiRequest(API.auth.ticketLogin, ZLoginResponse, { method: 'POST', body: { ticket } });
}
