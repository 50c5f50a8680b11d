import { errorMessages, pickLocalized } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { affiliateQuery, useAffiliateCheck } from '../api/check-affiliate';

/**
 * Invitation codes arrive as ?affiliateCode=, ?code= or ?agent=; referral codes as ?referralCode=
 * or ?ref=.
 */
function linkCodes(params: URLSearchParams) {
  const first = (...keys: string[]) =>
    keys.map((key) => params.get(key)?.trim() ?? '').find((value) => value !== '') ?? '';
  return {
    affiliate: first('affiliateCode', 'code', 'agent'),
    referral: first('referralCode', 'ref'),
  };
}

/**
 * The registration's invitation (spec §3 "Registration user", §5): the agent's invitation code and
 * a member's referral code from the link, the check of the link's code (a valid one hides the
 * field and names the agent), the check of a typed code, and the warning dialog for an invalid
 * code, shown once for the link's and again for each invalid typed one.
 */
export function useInvitation() {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const codes = useMemo(() => linkCodes(params), [params]);
  const urlCheck = useAffiliateCheck(codes.affiliate);
  const urlValid = urlCheck.data?.valid === true;
  const urlInvalid = codes.affiliate !== '' && (urlCheck.data?.valid === false || urlCheck.isError);
  const [urlWarningSeen, setUrlWarningSeen] = useState(false);
  const [typedWarning, setTypedWarning] = useState(false);

  /** Checks a typed invitation code; an invalid one opens the warning dialog. */
  const checkTypedCode = async (code: string): Promise<boolean> => {
    if (!code) return true;
    try {
      const result = await queryClient.fetchQuery(affiliateQuery(code));
      if (!result.valid) setTypedWarning(true);
      return result.valid;
    } catch {
      setTypedWarning(true);
      return false;
    }
  };

  return {
    /** The member's referral code from the link ('' without one). */
    referralCode: codes.referral,
    /** The agent who invited, once the link's code proved valid. */
    invitedBy: urlValid ? (urlCheck.data?.agentNickname ?? null) : null,
    /** The field is hidden while a link's code is being checked and once it proved valid. */
    hideAffiliate: codes.affiliate !== '' && !urlInvalid,
    /** The invitation code a registration sends: the link's when valid, else the typed one. */
    affiliateCode: (typed: string) => (urlValid ? codes.affiliate : typed),
    checkTypedCode,
    /** "Invalid invitation code", in the interface language. */
    invalidMessage: pickLocalized(errorMessages.INVALID_INVITATION_CODE, i18n.language),
    warningOpen: (urlInvalid && !urlWarningSeen) || typedWarning,
    dismissWarning: () => {
      setUrlWarningSeen(true);
      setTypedWarning(false);
    },
  };
}
