import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-error-text';
import { useWithdrawalProof } from '../api/use-withdrawals';

/** The image a member sent with "not received". */
export function ProofDialog({
  withdrawalId,
  member,
  onClose,
}: {
  withdrawalId: number;
  member: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('cashier');
  const proof = useWithdrawalProof(withdrawalId);
  const url = proof.data;
  // The object URL holds the image in memory until revoked.
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Modal open onClose={onClose} title={t('withdrawals.proofTitle', { member })} size="lg">
      {proof.isPending ? (
        <Spinner size={20} label={t('common:loading')} />
      ) : proof.isError ? (
        <Banner tone="danger">{apiErrorText(proof.error, i18n.language)}</Banner>
      ) : (
        <img
          src={url}
          alt={t('withdrawals.proofAlt', { member })}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      )}
    </Modal>
  );
}
