import type { TKycKindState } from '@lw/contracts';
import { BadgeCheck } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { isApiError } from '../../../lib/api-client';
import { useDateTime } from '../../../lib/date-time';
import { errorText } from '../../../lib/error-text';
import { useKycUpload, useMyKyc } from '../api/kyc-api';
import { KYC_ACCEPT, kycFileProblem } from '../lib/kyc-file';
import '../kyc.css';

/**
 * The member centre's KYC page (/member?page=kyc): the level, each document's status with the
 * operator's reason, and an upload while a kind may be sent (nothing yet, rejected, asked again).
 */
export function KycPage() {
  const { t, i18n } = useTranslation('kyc');
  const kyc = useMyKyc();
  if (kyc.isPending) return <div className="card skeleton" aria-hidden="true" />;
  if (kyc.isError) {
    return (
      <FormNotice notice={{ notice: 'error', message: errorText(kyc.error, i18n.language) }} />
    );
  }
  const { level, kinds } = kyc.data;
  return (
    <div className="kyc">
      <section className="card kyc__level" aria-labelledby="kyc-level">
        <h2 id="kyc-level" className="card__title">
          <BadgeCheck size={20} aria-hidden="true" />
          {t('level.title', { level })}
        </h2>
        <p>{t(`level.about.${level}`)}</p>
      </section>
      <ul className="kyc__kinds">
        {kinds.map((k) => (
          <KindCard key={k.kind} state={k} />
        ))}
      </ul>
      <p className="kyc__rules">{t('rules')}</p>
    </div>
  );
}

function KindCard({ state }: { state: TKycKindState }) {
  const { t, i18n } = useTranslation('kyc');
  const { dateTime } = useDateTime();
  const upload = useKycUpload();
  const [notice, setNotice] = useState<TNotice>(null);
  const inputId = `kyc-file-${state.kind}`;
  const latest = state.latest;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = kycFileProblem(file);
    if (problem) {
      setNotice({ notice: 'error', message: t(`problem.${problem}`) });
      return;
    }
    setNotice(null);
    upload.mutate(
      { kind: state.kind, file },
      {
        onError: (error) =>
          setNotice({
            notice: 'error',
            // The server's 413 says "too large"; the page says the limit.
            message: isApiError(error, 'PAYLOAD_TOO_LARGE')
              ? t('problem.size')
              : errorText(error, i18n.language),
          }),
      },
    );
  };

  return (
    <li className="card kyc__kind">
      <h3 className="kyc__kind-title">{t(`kind.${state.kind}`)}</h3>
      <p>
        <span className={`kyc__status kyc__status--${state.status}`}>
          {t(`status.${state.status}`)}
        </span>
        {latest ? (
          <>
            {' · '}
            {t('uploadedAt', { at: dateTime(latest.uploadedAt) })}
          </>
        ) : null}
      </p>
      {latest?.reason && (latest.status === 'rejected' || latest.status === 'rerequested') ? (
        <p className="kyc__reason" role="note">
          {t('reason', { reason: latest.reason })}
        </p>
      ) : null}
      {state.canUpload ? (
        <div className="kyc__upload">
          <label className="btn btn--secondary btn--md" htmlFor={inputId}>
            {upload.isPending ? t('uploading') : t('upload', { kind: t(`kind.${state.kind}`) })}
          </label>
          <input
            id={inputId}
            className="sr-only"
            type="file"
            accept={KYC_ACCEPT}
            disabled={upload.isPending}
            onChange={choose}
          />
        </div>
      ) : null}
      <FormNotice notice={notice} />
    </li>
  );
}
