import { API, type TForgotPasswordRequest, type TResetPasswordRequest } from '@lw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, noContent } from '../../../lib/api-client';

/** POST /api/auth/password/forgot: always 204; an e-mail goes out only when the pair matches. */
export function requestPasswordReset(body: TForgotPasswordRequest): Promise<void> {
  return apiRequest(API.auth.forgotPassword, noContent, { method: 'POST', body });
}

/** POST /api/auth/password/reset with the e-mailed code (and username) or the link token: 204. */
export function resetPassword(body: TResetPasswordRequest): Promise<void> {
  return apiRequest(API.auth.resetPassword, noContent, { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
