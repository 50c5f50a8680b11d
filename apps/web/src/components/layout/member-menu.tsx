import { ChevronDown, Crown, Headphones, History, LogOut, Mail, UserRound } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useDismiss } from '../ui/use-dismiss';
import { avatarDataUrl } from '../../lib/art';
import { memberPageHref } from '../../lib/links';
import { clearSession, useSession } from '../../lib/session';
import { useSiteConfig } from '../../api/get-permission';
import { firstChannel, openExternal } from '../site/customer-service';

/** The signed-in member's menu: account pages, customer service, agent centre, sign out. */
export function MemberMenu() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const config = useSiteConfig();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(panelRef, open, close, triggerRef);
  const name = session.username ?? t('member.guestName');
  const channel = firstChannel(config);

  const signOut = () => {
    setConfirming(false);
    clearSession();
    navigate('/', { replace: true });
  };

  return (
    <div className="popover-anchor">
      <button
        ref={triggerRef}
        type="button"
        className="member-trigger"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('member.menu')}
        onClick={() => setOpen((v) => !v)}
      >
        <img
          className="member-trigger__avatar"
          src={avatarDataUrl(name)}
          alt=""
          width={32}
          height={32}
        />
        <span className="member-trigger__name">{name}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open ? (
        <div ref={panelRef} id={id} className="popover popover--menu">
          <div className="popover__user">
            <img src={avatarDataUrl(name)} alt="" width={40} height={40} />
            <div>
              <p className="popover__user-name">{name}</p>
              <p className="popover__user-type">
                {session.isAgent
                  ? t('member.typeAgent')
                  : session.isTrial
                    ? t('member.typeTrial')
                    : t('member.typeMember')}
              </p>
            </div>
          </div>
          <nav aria-label={t('member.menu')}>
            <ul className="menu-list">
              <li>
                <Link to={memberPageHref('securityCenter')} onClick={close}>
                  <UserRound size={18} aria-hidden="true" />
                  {t('member.account')}
                </Link>
              </li>
              <li>
                <Link to={memberPageHref('personalHistoryCopy')} onClick={close}>
                  <History size={18} aria-hidden="true" />
                  {t('member.bettingRecord')}
                </Link>
              </li>
              <li>
                <Link to={memberPageHref('messageV2')} onClick={close}>
                  <Mail size={18} aria-hidden="true" />
                  {t('member.messages')}
                </Link>
              </li>
              {channel ? (
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      openExternal(channel.path);
                    }}
                  >
                    <Headphones size={18} aria-hidden="true" />
                    {t('member.customerService')}
                  </button>
                </li>
              ) : null}
              {session.isAgent ? (
                <li>
                  <Link to="/agentHome" onClick={close}>
                    <Crown size={18} aria-hidden="true" />
                    {t('member.agentCentre')}
                  </Link>
                </li>
              ) : null}
              <li className="menu-list__sep">
                <button
                  type="button"
                  className="menu-list__danger"
                  onClick={() => {
                    close();
                    setConfirming(true);
                  }}
                >
                  <LogOut size={18} aria-hidden="true" />
                  {t('member.signOut')}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('member.signOutTitle')}
        confirmLabel={t('member.signOutConfirm')}
        tone="danger"
        onConfirm={signOut}
        onCancel={() => setConfirming(false)}
      >
        {t('member.signOutText')}
      </ConfirmDialog>
    </div>
  );
}
