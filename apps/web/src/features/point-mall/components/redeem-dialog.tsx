import { pickLocalized, type TPointsReward } from '@lw/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { redeemReward, usePointsRefresh } from '../api/points-api';

/** Redeem one reward: the payment password, then the record In Process. */
export function RedeemDialog({
  reward,
  onClose,
  onDone,
}: {
  reward: TPointsReward | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('pages');
  const refresh = usePointsRefresh();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept until the redemption went through: a retried submit redeems once.
  const requestId = useRef<string>(crypto.randomUUID());
  const name = reward ? pickLocalized(reward.name, i18n.language) : '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reward) return;
    if (!password) {
      setError(t('pointMall.redeem.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const done = await redeemReward({
        rewardId: reward.id,
        paymentPassword: password,
        requestId: requestId.current,
      });
      requestId.current = crypto.randomUUID();
      setPassword('');
      void refresh();
      onDone(t('pointMall.redeem.done', { name, reference: done.reference }));
    } catch (cause) {
      setError(errorText(cause, i18n.language));
      if (!isApiError(cause, 'WRONG_PAYMENT_PASSWORD')) requestId.current = crypto.randomUUID();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={reward !== null} onClose={onClose} title={t('pointMall.redeem.title')} size="sm">
      <form className="mall__form" onSubmit={submit} noValidate>
        <p>
          {t('pointMall.redeem.confirm', {
            name,
            points: reward?.pricePoints.toLocaleString(i18n.language) ?? '',
          })}
        </p>
        <PasswordField
          label={t('pointMall.paymentPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error ?? undefined}
          autoComplete="off"
        />
        <Button type="submit" loading={busy} block>
          {t('pointMall.redeem.submit')}
        </Button>
      </form>
    </Modal>
  );
}
