import type { TAccountDetail } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useMoveUpline } from '../api/use-accounts';
import { AgentPicker, type PickedAgent } from './agent-picker';

/** Picks a new upline agent for an account and confirms the move. */
export function MoveUplineDialog({
  account,
  onClose,
}: {
  account: Pick<TAccountDetail, 'id' | 'username' | 'uplineId' | 'uplineUsername'>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const toast = useToast();
  const move = useMoveUpline(account.id);
  const [target, setTarget] = useState<PickedAgent | null>(null);
  const unchanged = target !== null && target.id === account.uplineId;

  function confirm() {
    if (!target || unchanged) return;
    move.mutate(target.id, {
      onSuccess: () => {
        toast.success(t('move.done', { username: account.username, upline: target.username }));
        onClose();
      },
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('move.title', { username: account.username })}
      description={t('move.text')}
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button
            variant="primary"
            disabled={!target || unchanged}
            loading={move.isPending}
            onClick={confirm}
          >
            {t('move.confirm')}
          </Button>
        </>
      }
    >
      <div className="form-stack">
        {move.isError && <Banner tone="danger">{apiErrorText(move.error, i18n.language)}</Banner>}
        <dl className="meta-list">
          <div>
            <dt>{t('move.current')}</dt>
            <dd className="mono">{account.uplineUsername ?? t('topLevel')}</dd>
          </div>
          <div>
            <dt>{t('move.new')}</dt>
            <dd className="mono">{target?.username ?? '—'}</dd>
          </div>
        </dl>
        <Field label={t('move.newUpline')} htmlFor="move-upline-picker" hint={t('move.hint')}>
          <AgentPicker
            id="move-upline-picker"
            value={target}
            onChange={(agent) => {
              setTarget(agent);
              move.reset();
            }}
            excludeId={account.id}
          />
        </Field>
        {unchanged && <Banner tone="info">{t('move.same')}</Banner>}
        {target && !unchanged && (
          <Banner tone="warning">
            {t('move.summary', {
              username: account.username,
              from: account.uplineUsername ?? t('topLevel'),
              to: target.username,
            })}
          </Banner>
        )}
      </div>
    </Modal>
  );
}
