import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@lw/contracts';
import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldErrorText } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { apiErrorText } from '../../../lib/api-error-text';
import { uploadContentImage } from '../api/banners-api';

/**
 * A banner image: upload a file (PNG, JPEG, WebP up to 1 MB, checked here and again by the
 * server by its bytes) or type an https URL; the preview shows what the site will show.
 */
export function BannerImageField({
  label,
  value,
  optional = false,
  error,
  onChange,
}: {
  label: string;
  value: string;
  optional?: boolean;
  error?: string | undefined;
  onChange: (url: string) => void;
}) {
  const { t, i18n } = useTranslation('banners');
  const fileId = useId();
  const urlId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('imageType'));
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      setProblem(t('imageSize'));
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      onChange(await uploadContentImage(file));
    } catch (failure) {
      setProblem(apiErrorText(failure, i18n.language));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="banner-image-field">
      <p className="banner-image-field__label">
        {label}
        {optional ? <span className="muted"> ({t('optional')})</span> : null}
      </p>
      <div className="banner-image-field__preview">
        {value ? (
          <img src={value} alt={t('preview')} />
        ) : (
          <span className="muted">{t('noImage')}</span>
        )}
      </div>
      <div className="banner-image-field__controls">
        <label htmlFor={fileId} className="btn btn--secondary btn--sm">
          <ImagePlus size={16} aria-hidden="true" />
          <span>{uploading ? t('uploading') : t('upload')}</span>
        </label>
        <input
          id={fileId}
          type="file"
          className="visually-hidden"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          aria-label={`${label}: ${t('upload')}`}
          disabled={uploading}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {optional && value ? (
          <Button size="sm" variant="ghost" icon={<X size={14} />} onClick={() => onChange('')}>
            {t('clearImage')}
          </Button>
        ) : null}
      </div>
      <label htmlFor={urlId} className="visually-hidden">
        {`${label}: ${t('imageUrl')}`}
      </label>
      <Input
        id={urlId}
        value={value}
        placeholder={t('imageUrlPlaceholder')}
        invalid={Boolean(error)}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldErrorText message={problem ?? error} />
    </div>
  );
}
