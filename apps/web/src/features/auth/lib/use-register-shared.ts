import { REGISTER_FIELDS, type TRegisterSettings } from '@lw/contracts';
import { useEffect, useMemo, useState } from 'react';
import { BotCheckQueue } from './bot-check';
import { shownRegisterFields, withSmsVerification } from './register-form';
import { useCaptcha } from './use-captcha';
import { useDialCodes } from './use-dial-codes';
import { useInvitation } from './use-invitation';
import { useSmsCode } from './use-sms-code';

/**
 * What both registration forms (username and mobile) share, kept by the register modal so a tab
 * change keeps it: the settings (with SMS verification's mobile rule), the shown fields, the
 * invitation from the link, the dialling codes, the SMS code's countdown, the captcha (spec §5:
 * only when the settings say so) and the proof-of-work bot check, solved in the background
 * while the player types when the settings ask for it.
 */
export function useRegisterShared(serverSettings: TRegisterSettings) {
  const settings = useMemo(() => withSmsVerification(serverSettings), [serverSettings]);
  const invitation = useInvitation();
  const { hideAffiliate } = invitation;
  const fields = useMemo(
    () => shownRegisterFields(settings, REGISTER_FIELDS, { hideAffiliate }),
    [hideAffiliate, settings],
  );
  const dial = useDialCodes(fields.includes('mobileNum') || settings.mobileRegistration);
  const sms = useSmsCode('register');
  const captcha = useCaptcha(settings.captcha);
  const [botCheck] = useState(() => new BotCheckQueue());
  useEffect(() => {
    if (settings.botCheck) botCheck.warmUp();
  }, [botCheck, settings.botCheck]);
  return { settings, fields, invitation, dial, sms, captcha, botCheck };
}

export type TRegisterShared = ReturnType<typeof useRegisterShared>;
