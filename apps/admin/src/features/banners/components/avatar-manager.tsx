import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/button';
import { FieldErrorText } from '../../../components/ui/field';
import { apiErrorText } from '../../../lib/api-error-text';
import { deleteAvatar, listAvatars, uploadAvatar } from '../api/banners-api';

const KEY = ['content-avatars'] as const;

/** The avatar icons members choose from: the built-in set and the operator's uploads. */
export function AvatarManager() {
  const { t, i18n } = useTranslation('banners');
  const client = useQueryClient();
  const inputId = useId();
  const avatars = useQuery({ queryKey: KEY, queryFn: listAvatars });
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const onError = (error: unknown) => setProblem(apiErrorText(error, i18n.language));
  const upload = useMutation({ mutationFn: uploadAvatar, onSuccess: refresh, onError });
  const remove = useMutation({ mutationFn: deleteAvatar, onSuccess: refresh, onError });

  function pick(file: File | undefined) {
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
    upload.mutate(file);
  }

  return (
    <section className="avatar-manager" aria-labelledby="avatar-manager-title">
      <h2 id="avatar-manager-title">{t('avatars.title')}</h2>
      <p className="muted">{t('avatars.description')}</p>
      <ul className="avatar-manager__grid">
        {(avatars.data ?? []).map((avatar) => (
          <li key={avatar.id} className="avatar-manager__item">
            <img src={avatar.url} alt={avatar.id} width={56} height={56} />
            {avatar.builtIn ? null : (
              <IconButton
                label={t('avatars.delete', { id: avatar.id })}
                icon={<Trash2 size={14} />}
                disabled={remove.isPending}
                onClick={() => remove.mutate(avatar.id)}
              />
            )}
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className="btn btn--secondary btn--sm">
        <ImagePlus size={16} aria-hidden="true" />
        <span>{upload.isPending ? t('uploading') : t('avatars.upload')}</span>
      </label>
      <input
        id={inputId}
        type="file"
        className="visually-hidden"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        aria-label={t('avatars.upload')}
        disabled={upload.isPending}
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <FieldErrorText message={problem ?? undefined} />
    </section>
  );
}
