import { parseMoney, type TPromotionApplication } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueField } from '../../../components/form/value-field';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useApplicationImage, useDecideApplication } from '../api/promotions-api';

function ApplicationImage({ id, index }: { id: number; index: number }) {
  const { t } = useTranslation('promotions');
  const image = useApplicationImage(id, index);
  return image.data ? (
    <a href={image.data} target="_blank" rel="noreferrer">
      <img
        className="promo-app-image"
        src={image.data}
        alt={t('applications.image', { n: index + 1 })}
      />
    </a>
  ) : (
    <span className="promo-app-image promo-app-image--loading" />
  );
}

/** One application: the member's remark and images; approve with an amount (paid once) or reject. */
export function ApplicationDialog({
  item,
  onClose,
}: {
  item: TPromotionApplication;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('promotions');
  const toast = useToast();
  const decide = useDecideApplication(item.id);
  const [amount, setAmount] = useState((item.maxAmount / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const send = (body: Parameters<typeof decide.mutate>[0]) =>
    decide.mutate(body, {
      onSuccess: () => {
        toast.success(t(`applications.done.${body.decision}`));
        onClose();
      },
      onError: (err) => toast.error(apiErrorText(err, i18n.language)),
    });
  const parsed = parseMoney(amount);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('applications.review', { name: item.username })}
      size="lg"
    >
      <div className="form-stack">
        <p>
          <strong>{item.promotionTitle}</strong> · {t('applications.max')}{' '}
          <Money minor={item.maxAmount} />
        </p>
        <blockquote className="promo-remark">{item.remark || '—'}</blockquote>
        <div className="promo-app-images">
          {Array.from({ length: item.imageCount }, (_, i) => (
            <ApplicationImage key={i} id={item.id} index={i} />
          ))}
        </div>
        {item.status === 'applying' ? (
          <>
            <ValueField
              id="app-amount"
              label={t('applications.amount')}
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
            />
            <Button
              loading={decide.isPending}
              disabled={!parsed.ok}
              onClick={() => parsed.ok && send({ decision: 'approve', amount: parsed.minor })}
            >
              {t('applications.approve')}
            </Button>
            <Field label={t('applications.reason')} htmlFor="app-reason">
              <Input
                id="app-reason"
                value={reason}
                maxLength={300}
                onChange={(e) => setReason(e.target.value)}
              />
            </Field>
            <Button
              variant="danger"
              loading={decide.isPending}
              disabled={!reason.trim()}
              onClick={() => send({ decision: 'reject', reason: reason.trim() })}
            >
              {t('applications.reject')}
            </Button>
          </>
        ) : (
          <p>{t(`applications.status.${item.status}`)}</p>
        )}
      </div>
    </Modal>
  );
}
