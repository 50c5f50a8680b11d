import type { TMyWithdrawal } from '@lw/contracts';
import { ImageUp } from 'lucide-react';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { reportNotReceived } from '../api/withdraw-api';
import { proofProblem, readAsDataUrl } from '../lib/proof-file';

interface TNotReceivedDialogProps {
  withdrawal: TMyWithdrawal | null;
  onClose: () => void;
  onDone: () => void;
}

/** "Not received": a proof image (png/jpg, at most 5 MB, checked here first) and a note. */
export function NotReceivedDialog({ withdrawal, onClose, onDone }: TNotReceivedDialogProps) {
  const { t, i18n } = useTranslation('cashier');
  const [image, setImage] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<TNotice>(null);
  const [busy, setBusy] = useState(false);

  // A new withdrawal starts clean.
  useEffect(() => {
    setImage(null);
    setFileError(undefined);
    setNote('');
    setNotice(null);
  }, [withdrawal?.id]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setImage(null);
    setFileError(undefined);
    if (!file) return;
    const problem = proofProblem(file);
    if (problem) {
      setFileError(t(`withdrawal.proof.${problem}`));
      event.target.value = '';
      return;
    }
    try {
      setImage(await readAsDataUrl(file));
    } catch {
      setFileError(t('withdrawal.proof.unreadable'));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!withdrawal) return;
    if (!image) {
      setFileError((current) => current ?? t('withdrawal.proof.required'));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await reportNotReceived(withdrawal.id, {
        proofImage: image,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onDone();
    } catch (error) {
      setNotice({ notice: 'error', message: errorText(error, i18n.language) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={withdrawal !== null} onClose={onClose} title={t('withdrawal.notReceivedTitle')}>
      <form className="cashier-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className="cashier-note">{t('withdrawal.notReceivedText')}</p>
        <div className={fileError ? 'field field--error' : 'field'}>
          <label className="proof-drop" htmlFor="proof-file">
            <ImageUp size={24} aria-hidden="true" />
            <span className="field__label">{t('withdrawal.proof.label')}</span>
            <span className="field__hint">{t('withdrawal.proof.hint')}</span>
          </label>
          <input
            id="proof-file"
            className="proof-drop__input"
            type="file"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            aria-describedby={fileError ? 'proof-file-error' : undefined}
            onChange={(e) => void onFile(e)}
          />
          {fileError ? (
            <p id="proof-file-error" className="field__error" role="alert">
              {fileError}
            </p>
          ) : null}
        </div>
        {image ? (
          <img className="proof-preview" src={image} alt={t('withdrawal.proof.preview')} />
        ) : null}
        <TextField
          label={t('withdrawal.note')}
          name="note"
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <FormNotice notice={notice} />
        <Button type="submit" variant="danger" block loading={busy}>
          {t('withdrawal.notReceivedSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
