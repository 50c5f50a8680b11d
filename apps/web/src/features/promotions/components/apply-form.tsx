import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_TYPES,
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
} from '@lw/contracts';
import { ImagePlus, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { errorText } from '../../../lib/error-text';
import { useApplyPromotion } from '../api/promotions-api';

/** A file's bytes as base64 (no data: prefix), as the apply call takes them. */
function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The apply form of a reviewed offer (spec §3, §5): a remark of at most 140 characters and up to
 * 3 PNG or JPG images of at most 5 MB, checked here first and again by the server on the bytes.
 */
export function ApplyForm({ promotionId, onDone }: { promotionId: number; onDone: () => void }) {
  const { t, i18n } = useTranslation('pages');
  const apply = useApplyPromotion();
  const ids = { remark: useId(), images: useId(), count: useId() };
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<TNotice>(null);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const next = [...files, ...picked];
    if (next.length > APPLICATION_IMAGES_MAX) {
      setProblem(t('promotions.apply.tooMany', { max: APPLICATION_IMAGES_MAX }));
      return;
    }
    if (picked.some((f) => !(APPLICATION_IMAGE_TYPES as readonly string[]).includes(f.type))) {
      setProblem(t('promotions.apply.badType'));
      return;
    }
    if (picked.some((f) => f.size > APPLICATION_IMAGE_MAX_BYTES)) {
      setProblem(t('promotions.apply.tooLarge'));
      return;
    }
    setProblem(null);
    setFiles(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      const images = await Promise.all(files.map(toBase64));
      await apply.mutateAsync({ id: promotionId, body: { remark: remark.trim(), images } });
      onDone();
    } catch (error) {
      setNotice({ notice: 'error', message: errorText(error, i18n.language) });
    }
  };

  return (
    <form className="promo-apply" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={ids.remark}>
          {t('promotions.apply.remark')}
        </label>
        <textarea
          id={ids.remark}
          className="input promo-apply__remark"
          maxLength={APPLICATION_REMARK_MAX}
          value={remark}
          rows={3}
          aria-describedby={ids.count}
          onChange={(e) => setRemark(e.target.value)}
        />
        <span id={ids.count} className="field__hint">
          {t('promotions.apply.count', { length: remark.length, max: APPLICATION_REMARK_MAX })}
        </span>
      </div>
      <div className="field">
        <label className="btn btn--secondary btn--sm promo-apply__pick" htmlFor={ids.images}>
          <ImagePlus size={16} aria-hidden="true" /> {t('promotions.apply.images')}
        </label>
        <input
          id={ids.images}
          className="sr-only"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={onFiles}
        />
        <span className="field__hint">
          {t('promotions.apply.imagesHint', { max: APPLICATION_IMAGES_MAX })}
        </span>
        {problem ? (
          <span className="field__error" role="alert">
            {problem}
          </span>
        ) : null}
        <ul className="promo-apply__files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}
              <button
                type="button"
                className="icon-btn"
                aria-label={t('promotions.apply.remove', { name: file.name })}
                onClick={() => setFiles(files.filter((_, i) => i !== index))}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <FormNotice notice={notice} />
      <Button type="submit" loading={apply.isPending}>
        {t('promotions.apply.send')}
      </Button>
    </form>
  );
}
