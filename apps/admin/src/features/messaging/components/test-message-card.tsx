import { zodResolver } from '@hookform/resolvers/zod';
import { ZSendTestMessageRequest, type TMessageChannel } from '@lw/contracts';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { apiErrorText } from '../../../lib/api-error-text';
import { zodErrorMap } from '../../../lib/validation';
import { useSendTestMessage } from '../api/messaging-api';

/** The address typed for the test (`ZSendTestMessageRequest`'s `to`: trimmed, 3–200 characters). */
const ZTestRecipient = ZSendTestMessageRequest.pick({ to: true });

/** "Send test message": uses the saved settings (save first), shows the outcome. */
export function TestMessageCard({ channel }: { channel: TMessageChannel }) {
  const { t, i18n } = useTranslation('messaging');
  const send = useSendTestMessage();
  const id = `test-${channel}-to`;
  const form = useForm({
    resolver: zodResolver(ZTestRecipient, { error: zodErrorMap }),
    defaultValues: { to: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const to = useWatch({ control: form.control, name: 'to' });
  const submit = form.handleSubmit((values) => send.mutate({ channel, ...values }));

  return (
    <Card title={t('test.title')}>
      <form className="form-stack" onSubmit={(event) => void submit(event)}>
        <Field
          label={t(`test.to.${channel}`)}
          htmlFor={id}
          hint={t('test.hint')}
          errors={[form.formState.errors.to?.message]}
        >
          <div className="input-with-action">
            <Input
              id={id}
              type={channel === 'email' ? 'email' : 'tel'}
              maxLength={200}
              invalid={!!form.formState.errors.to}
              {...form.register('to')}
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
