import { ArrowDownToLine, Crown, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteConfig } from '../../../api/get-permission';
import { useMemberInfo } from '../../../api/member';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { memberPageHref } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { DepositLimitForm, useMyLimits } from '../../responsible-gaming';

/**
 * The first-login welcome (spec §4 "firstTimeLogin triggers a first-login action"): players are
 * invited to deposit and play; trial accounts, which cannot deposit, to play with play money;
 * agents, who run a team rather than play, to the agent centre.
 */
export function WelcomeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const config = useSiteConfig();
  const session = useSession();
  const member = useMemberInfo();
  const navigate = useNavigate();
  const name = member.data?.nickname || member.data?.account || session.username || '';
  const canDeposit = !session.isAgent && !session.isTrial;
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Modal open onClose={onClose} title={t('welcome.title', { name })} size="sm">
      <div className="welcome">
        <span className="welcome__icon" aria-hidden="true">
          {session.isAgent ? <Crown size={32} /> : <PartyPopper size={32} />}
        </span>
        <p className="welcome__text">
          {t(
            session.isAgent
              ? 'welcome.agentText'
              : session.isTrial
                ? 'welcome.trialText'
                : 'welcome.text',
            { siteName: config.siteName },
          )}
        </p>
        <div className="confirm__actions welcome__actions">
          {canDeposit ? (
            <Button
              variant="secondary"
              icon={<ArrowDownToLine size={18} aria-hidden="true" />}
              onClick={() => go(memberPageHref('depositv2'))}
            >
              {t('welcome.deposit')}
            </Button>
          ) : null}
          {session.isAgent ? (
            <Button onClick={() => go('/agentHome')}>{t('welcome.agentCentre')}</Button>
          ) : (
            <Button onClick={onClose}>{t('welcome.play')}</Button>
          )}
        </div>
        {canDeposit ? <RegistrationLimitPrompt /> : null}
      </div>
    </Modal>
  );
}

/**
 * UKGC RTS 12: a new member is prompted to set a deposit limit at registration. A "not now" here
 * is asked again at the first deposit; closing the welcome leaves the first deposit to ask.
 */
function RegistrationLimitPrompt() {
  const { t } = useTranslation('auth');
  const limits = useMyLimits();
  const [limitSet, setLimitSet] = useState(false);
  if (!limits.data || limits.data.registrationPromptAnswered) {
    return limitSet ? <p role="status">{t('welcome.limitSaved')}</p> : null;
  }
  return (
    <section className="welcome__limit" aria-label={t('welcome.limitTitle')}>
      <h3>{t('welcome.limitTitle')}</h3>
      <DepositLimitForm
        where="registration"
        currency={limits.data.currency}
        onAnswered={(answer) => setLimitSet(answer === 'set')}
      />
    </section>
  );
}
