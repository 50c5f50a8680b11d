import { RefreshCw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField, type TInputBinding } from '../../../components/ui/text-field';
import type { TCaptchaState } from '../lib/use-captcha';

interface TBotCheckSlotProps {
  /** Shown when the server asked for it (spec §4 "captcha flag") or the form needs it. */
  captcha?: TCaptchaState | null;
  error?: string;
  /** The answer input's binding to the form (a react-hook-form `register('captcha')` result). */
  field?: TInputBinding & { name?: string };
}

/**
 * The captcha image and field (spec §2 "Login popup": click the image to refresh). Without a
 * captcha it only states that the form is protected (the proof-of-work check runs unseen).
 * The form sends the typed `captcha` with the shown image's `captchaId`.
 */
export function BotCheckSlot({ captcha, error, field }: TBotCheckSlotProps) {
  const { t } = useTranslation('auth');
  if (!captcha) {
    return (
      <div className="bot-check" data-slot="captcha">
        <ShieldCheck size={16} aria-hidden="true" />
        <span>{t('captcha.protected')}</span>
      </div>
    );
  }
  const image = captcha.captcha?.image;
  return (
    <div className="captcha-field" data-slot="captcha">
      <TextField
        // A new image starts with an empty field.
        key={captcha.captcha?.captchaId ?? 'none'}
        label={t('captcha.label')}
        name="captcha"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        required
        error={error}
        icon={<ShieldCheck size={18} />}
        {...field}
      />
      <button
        type="button"
        className="captcha-field__image"
        onClick={captcha.refresh}
        disabled={captcha.loading}
        aria-label={t('captcha.refresh')}
        title={t('captcha.refresh')}
      >
        {image ? (
          <img src={image} alt={t('captcha.image')} width={150} height={50} />
        ) : (
          <span className="captcha-field__placeholder">
            {captcha.failed ? t('captcha.loadFailed') : t('captcha.loading')}
          </span>
        )}
        <RefreshCw size={14} aria-hidden="true" className="captcha-field__refresh" />
      </button>
    </div>
  );
}
