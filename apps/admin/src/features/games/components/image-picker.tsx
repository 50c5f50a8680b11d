import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@lw/contracts';
import { ImagePlus, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldErrorText } from '../../../components/ui/field';

/**
 * The current image (uploaded or generated) with upload and "back to generated": files are
 * checked here (PNG, JPEG, WebP up to 1 MB) and again by the server.
 */
export function ImagePicker({
  label,
  src,
  custom,
  pending,
  error,
  onPick,
}: {
  label: string;
  src: string;
  custom: boolean;
  pending: boolean;
  error?: string | undefined;
  /** A file to upload, or null to go back to the generated art. */
  onPick: (file: File | null) => void;
}) {
  const { t } = useTranslation('games');
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function pick(file: File | undefined) {
    if (!file) return;
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('image.type'));
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      setProblem(t('image.size'));
      return;
    }
    setProblem(null);
    onPick(file);
  }

  return (
    <div className="image-upload">
      <div className="image-upload__preview">
        <img src={src} alt={label} />
      </div>
      <div className="image-upload__controls">
        <label htmlFor={inputId} className="btn btn--secondary btn--sm">
          <ImagePlus size={16} aria-hidden="true" />
          <span>{custom ? t('image.replace') : t('image.upload')}</span>
        </label>
        <input
          id={inputId}
          type="file"
          className="visually-hidden"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          aria-label={label}
          disabled={pending}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {custom && (
          <Button
            size="sm"
            variant="ghost"
            icon={<RotateCcw size={14} />}
            disabled={pending}
            onClick={() => onPick(null)}
          >
            {t('image.generated')}
          </Button>
        )}
        <p className="muted">{custom ? t('image.customHint') : t('image.generatedHint')}</p>
        <FieldErrorText message={problem ?? error} />
      </div>
    </div>
  );
}
