import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Where the captcha image and field appear when the server asks for them (spec §2 "Login
 * popup"); until then it only states that the form is protected.
 */
export function BotCheckSlot() {
  const { t } = useTranslation('auth');
  return (
    <div className="bot-check" data-slot="captcha">
      <ShieldCheck size={16} aria-hidden="true" />
      <span>{t('captcha.protected')}</span>
    </div>
  );
}
