import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldErrorText } from '../../../components/ui/field';
import { checkImageFile, IMAGE_TYPES, readAsDataUrl } from '../../../lib/image-file';

/** Picks an image file and keeps it as a data URL, with a preview. */
export function ImageUpload({
  value,
  onChange,
  disabled,
  label,
  error,
}: {
  value: string;
  onChange: (dataUrl: string) => void;
  disabled?: boolean;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation('settings');
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    const reason = checkImageFile(file);
    if (reason) {
      setProblem(t(reason === 'type' ? 'licences.imageType' : 'licences.imageSize'));
      return;
    }
    setProblem(null);
    onChange(await readAsDataUrl(file));
  }

  return (
    <div className="image-upload">
      <div className="image-upload__preview">
        {value ? (
          <img src={value} alt={label} />
        ) : (
          <span className="image-upload__placeholder">{t('licences.noImage')}</span>
        )}
      </div>
      <div className="image-upload__controls">
        {!disabled && (
          <>
            <label htmlFor={inputId} className="btn btn--secondary btn--sm">
              <ImagePlus size={16} aria-hidden="true" />
              <span>{value ? t('licences.replaceImage') : t('licences.uploadImage')}</span>
            </label>
            <input
              id={inputId}
              type="file"
              className="visually-hidden"
              accept={IMAGE_TYPES.join(',')}
              aria-label={label}
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            {value && (
              <Button
                size="sm"
                variant="ghost"
                icon={<Trash2 size={16} />}
                onClick={() => onChange('')}
              >
                {t('licences.removeImage')}
              </Button>
            )}
          </>
        )}
        <p className="field__hint">{t('licences.imageHint')}</p>
        <FieldErrorText message={problem ?? error} />
      </div>
    </div>
  );
}
