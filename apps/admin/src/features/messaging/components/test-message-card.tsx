import type { TMessageChannel } from '@lw/contracts';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSendTestMessage } from '../api/messaging-api';

/** "Send test message": uses the saved settings (save first), shows the outcome. */
export function TestMessageCard({ channel }: { channel: TMessageChannel }) {
  const { t, i18n } = useTranslation('messaging');
  const [to, setTo] = useState('');
  const send = useSendTestMessage();
  const id = `test-${channel}-to`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (to.trim().length >= 3) send.mutate({ channel, to: to.trim() });
  }

  return (
    <Card title={t('test.title')}>
      <form className="form-stack" onSubmit={submit}>
        <Field label={t(`test.to.${channel}`)} htmlFor={id} hint={t('test.hint')}>
          <div className="input-with-action">
            <Input
              id={id}
              type={channel === 'email' ? 'email' : 'tel'}
              value={to}
              maxLength={200}
              onChange={(e) => setTo(e.target.value)}
            />
            <Button
              type="submit"
              icon={<Send size={16} />}
              loading={send.isPending}
              disabled={to.trim().length < 3}
            >
              {t('test.send')}
            </Button>
          </div>
        </Field>
        {send.isError && <Banner tone="danger">{apiErrorText(send.error, i18n.language)}</Banner>}
        {send.data &&
          (send.data.status === 'failed' ? (
            <Banner tone="danger" title={t('test.failed')}>
              {send.data.error}
            </Banner>
          ) : (
            <Banner tone="success">{t('test.sent', { provider: send.data.provider })}</Banner>
          ))}
      </form>
    </Card>
  );
}
