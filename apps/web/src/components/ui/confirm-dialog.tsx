import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

interface TConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Without it the dialog has only the confirm button (an acknowledgement). */
  onCancel?: () => void;
  tone?: 'primary' | 'danger';
}

/** A small confirmation (alertdialog) with cancel and confirm buttons. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
}: TConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel ?? onConfirm}
      title={title}
      size="sm"
      role="alertdialog"
      initialFocus=".confirm__cancel, .confirm__ok"
    >
      <div className="confirm__text">{children}</div>
      <div className="confirm__actions">
        {onCancel ? (
          <Button variant="secondary" className="confirm__cancel" onClick={onCancel}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
        ) : null}
        <Button variant={tone} className="confirm__ok" onClick={onConfirm}>
          {confirmLabel ?? t('actions.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
