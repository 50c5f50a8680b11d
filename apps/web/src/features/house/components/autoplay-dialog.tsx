import { parseMoney } from '@lw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { AUTOPLAY_SPINS, type TAutoplaySettings } from '../lib/autoplay';

/**
 * Autoplay settings (UKGC RTS 8): number of spins (at most 100), a loss limit the player must
 * set, and the optional stops (single win, free spins); a jackpot always stops it.
 */
export function AutoplayDialog({
  open,
  currency,
  onClose,
  onStart,
}: {
  open: boolean;
  currency: string;
  onClose: () => void;
  onStart: (settings: TAutoplaySettings) => void;
}) {
  const { t } = useTranslation('house');
  const [spins, setSpins] = useState<number>(AUTOPLAY_SPINS[1]);
  const [lossLimit, setLossLimit] = useState('');
  const [singleWin, setSingleWin] = useState('');
  const [stopOnFeature, setStopOnFeature] = useState(true);
  const [invalid, setInvalid] = useState<string | null>(null);

  const amount = (text: string): number | null | undefined => {
    if (text.trim() === '') return null;
    const parsed = parseMoney(text, { currency });
    return parsed.ok && parsed.minor > 0 ? parsed.minor : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const loss = amount(lossLimit);
    const win = amount(singleWin);
    if (loss === null) return setInvalid('lossLimitRequired');
    if (loss === undefined) return setInvalid('lossLimit');
    if (win === undefined) return setInvalid('singleWin');
    setInvalid(null);
    onStart({ spins, lossLimit: loss, singleWinAbove: win, stopOnFeature });
    onClose();
  };

  return (
    <Modal open={open} onClose={onClose} title={t('autoplay.title')} size="sm">
      <form className="autoplay-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('autoplay.spins')}</legend>
          <div className="autoplay-form__spins">
            {AUTOPLAY_SPINS.map((n) => (
              <label key={n} className="chip-radio">
                <input
                  type="radio"
                  name="spins"
                  value={n}
                  checked={spins === n}
                  onChange={() => setSpins(n)}
                />
                <span>{n}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="autoplay-form__field">
          <span>{t('autoplay.lossLimit')}</span>
          <input
            inputMode="decimal"
            value={lossLimit}
            onChange={(e) => setLossLimit(e.target.value)}
            required
            aria-required="true"
            aria-describedby="autoplay-loss-hint"
            aria-invalid={invalid === 'lossLimit' || invalid === 'lossLimitRequired' || undefined}
          />
        </label>
        <small id="autoplay-loss-hint" className="autoplay-form__hint">
          {t('autoplay.lossLimitHint')}
        </small>
        <label className="autoplay-form__field">
          <span>{t('autoplay.singleWin')}</span>
          <input
            inputMode="decimal"
            value={singleWin}
            onChange={(e) => setSingleWin(e.target.value)}
            placeholder={t('autoplay.none')}
            aria-invalid={invalid === 'singleWin' || undefined}
          />
        </label>
        <label className="autoplay-form__check">
          <input
            type="checkbox"
            checked={stopOnFeature}
            onChange={(e) => setStopOnFeature(e.target.checked)}
          />
          <span>{t('autoplay.onFeature')}</span>
        </label>
        {invalid ? (
          <p className="form-error" role="alert">
            {t(
              invalid === 'lossLimitRequired'
                ? 'autoplay.lossLimitRequired'
                : 'autoplay.invalidAmount',
            )}
          </p>
        ) : null}
        <Button type="submit" block size="lg">
          {t('autoplay.start', { n: spins })}
        </Button>
      </form>
    </Modal>
  );
}
