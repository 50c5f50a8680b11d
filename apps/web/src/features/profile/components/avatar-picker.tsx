import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-text';
import { useAvatars, useChooseAvatar, useMemberAvatar } from '../api/avatars';
import { MemberAvatar } from './member-avatar';
import './profile.css';

/**
 * The member's avatar with a "change" button opening the icon list (spec §7 "GET icon; PUT member
 * icon"); choosing one saves it and the header shows it at once.
 */
export function AvatarChooser({ name }: { name: string }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <div className="avatar-chooser">
      <MemberAvatar name={name} size={64} className="avatar-chooser__image" />
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('changeAvatar')}
      </Button>
      {open ? <AvatarPicker onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function AvatarPicker({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const avatars = useAvatars();
  const current = useMemberAvatar().data?.avatarId ?? null;
  const choose = useChooseAvatar();
  const failure = avatars.error ?? choose.error;
  return (
    <Modal open onClose={onClose} title={t('chooseAvatar')} size="md">
      <FormNotice
        notice={failure ? { notice: 'error', message: errorText(failure, i18n.language) } : null}
      />
      <ul className="avatar-grid" aria-busy={avatars.isPending || undefined}>
        {(avatars.data ?? []).map((avatar, index) => (
          <li key={avatar.id}>
            <button
              type="button"
              className={clsx('avatar-grid__item', avatar.id === current && 'is-current')}
              aria-pressed={avatar.id === current}
              aria-label={t('avatarNumber', { index: index + 1 })}
              disabled={choose.isPending}
              onClick={() => choose.mutate(avatar.id, { onSuccess: onClose })}
            >
              <img src={avatar.url} alt="" width={56} height={56} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
