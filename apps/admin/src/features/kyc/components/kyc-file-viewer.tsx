import type { TKycDocument } from '@lw/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { fetchKycFile } from '../api/kyc-api';

/** The document itself: an image inline, a PDF as a link that opens it in a new tab. */
export function KycFileViewer({ document }: { document: TKycDocument }) {
  const { t } = useTranslation('kyc');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    fetchKycFile(document.id, controller.signal)
      .then((u) => {
        made = u;
        setUrl(u);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [document.id]);
  if (failed) return <Banner tone="danger">{t('viewer.failed')}</Banner>;
  if (!url) return <div className="skeleton" aria-busy="true" style={{ height: 200 }} />;
  return document.contentType === 'application/pdf' ? (
    <a href={url} target="_blank" rel="noreferrer">
      {t('viewer.openPdf')}
    </a>
  ) : (
    <img
      className="kyc-image"
      src={url}
      alt={t('viewer.alt', { kind: t(`kind.${document.kind}`) })}
    />
  );
}
