import { pickLocalized, type TMyMessage } from '@lw/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useDateTime } from '../../../lib/date-time';
import { MessageBody } from './message-body';

interface TMessageDialogProps {
  message: TMyMessage | null;
  onClose: () => void;
  onDelete: (id: number) => void;
  deleting: boolean;
}

/** One opened message: title, time, body, and delete. */
export function MessageDialog({ message, onClose, onDelete, deleting }: TMessageDialogProps) {
  const { t, i18n } = useTranslation('messages');
  const { dateTime } = useDateTime();
  if (!message) return null;
  return (
    <Modal open onClose={onClose} title={pickLocalized(message.title, i18n.language)} size="md">
      <p className="message-dialog__time">{dateTime(message.sentAt)}</p>
      <MessageBody body={pickLocalized(message.body, i18n.language)} format={message.format} />
      <div className="message-dialog__actions">
        <Button
          variant="secondary"
          size="sm"
          loading={deleting}
          icon={<Trash2 size={16} aria-hidden="true" />}
          onClick={() => onDelete(message.id)}
        >
          {t('delete')}
        </Button>
        <Button size="sm" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </Modal>
  );
}
