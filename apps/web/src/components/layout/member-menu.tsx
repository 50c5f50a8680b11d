import { ChevronDown, Crown, Headphones, History, LogOut, Mail, UserRound } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useDismiss } from '../ui/use-dismiss';
import { MemberAvatar, useLanguageSync } from '../../features/profile';
import { memberPageHref } from '../../lib/links';
import { useSession } from '../../lib/session';
import { useSiteConfig } from '../../api/get-permission';
import { useLogout } from '../../api/logout';
import { useMemberInfo, usePublicState } from '../../api/member';
import { firstChannel } from '../site/customer-service';
import { openCustomerService } from '../../features/chat';

/** The signed-in member's menu: account pages, customer service, agent centre, sign out. */
export function MemberMenu() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const config = useSiteConfig();
  const member = useMemberInfo();
  const publicState = usePublicState();
  const { signOut, pending } = useLogout();
  // Mounted whenever someone is signed in: keeps the saved language and the screen in step.
  useLanguageSync();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(panelRef, open, close, triggerRef);
  const name =
    member.data?.nickname || member.data?.account || session.username || t('member.guestName');
  const account = member.data?.account ?? session.username;
  const channel = firstChannel(config);
  // Trial accounts fetch no unread count (spec §6).
  const unread = session.isTrial ? 0 : (publicState.data?.unreadMessage ?? 0);
  const unreadText = unread > 99 ? '99+' : String(unread);

  return (
    <div className="popover-anchor">
      <button
        ref={triggerRef}
        type="button"
        className="member-trigger"
        aria-expanded={open}
        aria-controls={id}
        aria-label={
          unread > 0
            ? `${t('member.menu')} (${t('member.unread', { count: unread })})`
            : t('member.menu')
        }
        onClick={() => setOpen((v) => !v)}
      >
        <span className="member-trigger__avatar-wrap">
          <MemberAvatar className="member-trigger__avatar" name={account ?? name} size={32} />
          {unread > 0 ? (
            <span className="member-trigger__badge" aria-hidden="true">
              {unreadText}
            </span>
          ) : null}
        </span>
        <span className="member-trigger__name">{name}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open ? (
        <div ref={panelRef} id={id} className="popover popover--menu">
          <div className="popover__user">
            <MemberAvatar name={account ?? name} size={40} />
            <div>
              <p className="popover__user-name">{name}</p>
              {account && account !== name ? (
                <p className="popover__user-account">@{account}</p>
              ) : null}
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
                  {unread > 0 ? (
                    <span className="count-badge">
                      {unreadText}
                      <span className="sr-only"> {t('member.unread', { count: unread })}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
              {channel ? (
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      openCustomerService(config.customerService);
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
        onConfirm={() => {
          if (pending) return;
          void signOut().then(() => setConfirming(false));
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('member.signOutText')}
      </ConfirmDialog>
    </div>
  );
}
