import type { TAccountDetail } from '@lw/contracts';
import { ArrowRightLeft, KeyRound, Lock, LogOut, Ban, Unlock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { OneTimeSecret } from '../../../components/ui/one-time-secret';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useEndAccountSessions, useResetAccountPassword } from '../api/use-accounts';
import { MoveUplineDialog } from './move-upline-dialog';
import { StatusDialog, type StatusAction } from './status-dialog';

type Open =
  | { kind: 'status'; action: StatusAction }
  | { kind: 'reset' }
  | { kind: 'sessions' }
  | { kind: 'move' }
  | null;

function statusActions(status: TAccountDetail['status']): StatusAction[] {
  if (status === 'active') return ['lock', 'disable'];
  if (status === 'locked') return ['unlock', 'disable'];
  return ['enable'];
}

const STATUS_ICON = { lock: Lock, unlock: Unlock, disable: Ban, enable: Unlock } as const;

/** What an operator with members.manage may do to an account; each asks before acting. */
export function AccountActions({ account }: { account: TAccountDetail }) {
  const { t, i18n } = useTranslation('accounts');
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  // The temporary password lives only here, only until the dialog showing it is closed.
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const reset = useResetAccountPassword(account.id);
  const endSessions = useEndAccountSessions(account.id);
  const close = () => setOpen(null);

  return (
    <>
      <div className="account-actions" role="group" aria-label={t('actionsLabel')}>
        {statusActions(account.status).map((action) => {
          const Icon = STATUS_ICON[action];
          return (
            <Button
              key={action}
              size="sm"
              variant={action === 'disable' ? 'danger' : 'secondary'}
              icon={<Icon size={14} />}
              onClick={() => setOpen({ kind: 'status', action })}
            >
              {t(`statusAction.${action}.button`)}
            </Button>
          );
        })}
        <Button size="sm" icon={<KeyRound size={14} />} onClick={() => setOpen({ kind: 'reset' })}>
          {t('reset.button')}
        </Button>
        <Button
          size="sm"
          icon={<LogOut size={14} />}
          disabled={account.activeSessions === 0}
          title={account.activeSessions === 0 ? t('sessions.none') : undefined}
          onClick={() => setOpen({ kind: 'sessions' })}
        >
          {t('sessions.button')}
        </Button>
        <Button
          size="sm"
          icon={<ArrowRightLeft size={14} />}
          onClick={() => setOpen({ kind: 'move' })}
        >
          {t('move.button')}
        </Button>
      </div>

      {open?.kind === 'status' && (
        <StatusDialog account={account} action={open.action} onClose={close} />
      )}
      {open?.kind === 'move' && <MoveUplineDialog account={account} onClose={close} />}
      <ConfirmDialog
        open={open?.kind === 'reset'}
        title={t('reset.title', { username: account.username })}
        description={t('reset.text')}
        confirmLabel={t('reset.confirm')}
        danger
        loading={reset.isPending}
        onCancel={close}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: ({ temporaryPassword: secret }) => {
              close();
              setTemporaryPassword(secret);
              reset.reset();
            },
            onError: (error) => toast.error(apiErrorText(error, i18n.language)),
          })
        }
      />
      <ConfirmDialog
        open={open?.kind === 'sessions'}
        title={t('sessions.title', { username: account.username })}
        description={t('sessions.text', { count: account.activeSessions })}
        confirmLabel={t('sessions.confirm')}
        danger
        loading={endSessions.isPending}
        onCancel={close}
        onConfirm={() =>
          endSessions.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('sessions.done', { username: account.username }));
              close();
            },
            onError: (error) => toast.error(apiErrorText(error, i18n.language)),
          })
        }
      />
      <Modal
        open={temporaryPassword !== null}
        onClose={() => setTemporaryPassword(null)}
        size="sm"
        title={t('reset.resultTitle', { username: account.username })}
        footer={
          <Button variant="primary" onClick={() => setTemporaryPassword(null)}>
            {t('done')}
          </Button>
        }
      >
        {temporaryPassword !== null && (
          <OneTimeSecret
            label={t('reset.temporaryPassword')}
            value={temporaryPassword}
            note={t('reset.mustChange')}
          />
        )}
      </Modal>
    </>
  );
}
