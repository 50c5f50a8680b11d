import { pickLocalized, type TLicence } from '@lw/contracts';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { licenceCertificateDataUrl } from '../../../lib/art';

interface TLegalLicenseModalProps {
  licence: TLicence | null;
  onClose: () => void;
}

/** The legalLicense modal: the licence image, or a drawn certificate when none was uploaded. */
export function LegalLicenseModal({ licence, onClose }: TLegalLicenseModalProps) {
  const { t, i18n } = useTranslation('help');
  if (!licence) return null;
  const name = pickLocalized(licence.name, i18n.language);
  const src =
    licence.imageUrl ||
    licenceCertificateDataUrl({
      name,
      issuer: licence.issuer,
      number: licence.number,
      labels: {
        title: t('licence.certificate'),
        issuedBy: t('licence.issuedBy'),
        number: t('licence.number'),
      },
    });
  return (
    <Modal open onClose={onClose} title={name} size="md" className="licence-modal">
      <img className="licence-modal__image" src={src} alt={t('licence.imageAlt', { name })} />
      <dl className="licence-modal__facts">
        <div>
          <dt>{t('licence.issuedBy')}</dt>
          <dd>{licence.issuer || '—'}</dd>
        </div>
        <div>
          <dt>{t('licence.number')}</dt>
          <dd className="tabular">{licence.number || '—'}</dd>
        </div>
      </dl>
      {licence.verifyUrl ? (
        <a
          className="btn btn--outline btn--md"
          href={licence.verifyUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ExternalLink size={16} aria-hidden="true" />
          {t('licence.verify')}
        </a>
      ) : null}
    </Modal>
  );
}
