import { KYC_REASON_MAX, type TKycQueueItem, type TKycReviewRequest } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useKycReview } from '../api/kyc-api';
import { KycFileViewer } from './kyc-file-viewer';

/** One document: the file, then approve, reject or re-request (the last two need a reason). */
export function KycReviewDialog({ item, onClose }: { item: TKycQueueItem; onClose: () => void }) {
  const { t, i18n } = useTranslation('kyc');
  const { dateTime } = useDateTime();
  const review = useKycReview(item.id);
  const toast = useToast();
  const [reason, setReason] = useState('');
  const hasReason = reason.trim() !== '';
  const send = (body: TKycReviewRequest) =>
    review.mutate(body, {
      onSuccess: () => {
        toast.success(t(`done.${body.decision}`));
        onClose();
      },
      onError: (err) => toast.error(apiErrorText(err, i18n.language)),
    });
  const busy = (d: TKycReviewRequest['decision']) =>
    review.isPending && review.variables?.decision === d;
  return (
    <Modal open onClose={onClose} size="lg" title={t('dialog.title', { id: item.id })}>
      <p>
        <strong>{item.username}</strong> · {t(`kind.${item.kind}`)} ·{' '}
        <time dateTime={item.uploadedAt}>{dateTime(item.uploadedAt)}</time> ·{' '}
        {t('levelOf', { level: item.level })}
      </p>
      <KycFileViewer document={item} />
      <Field label={t('dialog.reason')} htmlFor="kyc-reason" hint={t('dialog.reasonHint')}>
        <Textarea
          id="kyc-reason"
          rows={3}
          maxLength={KYC_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      <div className="kyc-steps">
        <Button
          variant="primary"
          loading={busy('approve')}
          onClick={() => send({ decision: 'approve' })}
        >
          {t('dialog.approve')}
        </Button>
        <Button
          disabled={!hasReason}
          loading={busy('reject')}
          onClick={() => send({ decision: 'reject', reason })}
        >
          {t('dialog.reject')}
        </Button>
        <Button
          disabled={!hasReason}
          loading={busy('rerequest')}
          onClick={() => send({ decision: 'rerequest', reason })}
        >
          {t('dialog.rerequest')}
        </Button>
      </div>
    </Modal>
  );
}
