import { SHIPPED_LANGUAGES, ZSendMessageRequest, type TMessageFormat } from '@lw/contracts';
import { Send, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { previewAudience, useSendMessage } from '../api/player-messages-api';
import { AudienceFields, audienceOf, EMPTY_AUDIENCE, type AudienceDraft } from './audience-fields';

type Texts = Record<(typeof SHIPPED_LANGUAGES)[number], string>;
const EMPTY_TEXTS: Texts = { th: '', en: '', zh: '' };

/** Compose: title and body per language (one is enough), format, target, recipient preview. */
export function ComposeCard() {
  const { t, i18n } = useTranslation('playerMessages');
  const toast = useToast();
  const send = useSendMessage();
  const [title, setTitle] = useState<Texts>(EMPTY_TEXTS);
  const [body, setBody] = useState<Texts>(EMPTY_TEXTS);
  const [format, setFormat] = useState<TMessageFormat>('text');
  const [audience, setAudience] = useState<AudienceDraft>(EMPTY_AUDIENCE);
  const [recipients, setRecipients] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const request = { title, body, format, audience: audienceOf(audience) };
  const failed = (error: unknown) => toast.error(apiErrorText(error, i18n.language));

  /** Counts the recipients; answers false (with the reason shown) when the form is incomplete. */
  async function count(): Promise<boolean> {
    const parsed = ZSendMessageRequest.safeParse(request);
    if (!parsed.success) {
      setProblem(t('incomplete'));
      return false;
    }
    setProblem(null);
    setCounting(true);
    try {
      setRecipients((await previewAudience(parsed.data.audience)).recipients);
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setCounting(false);
    }
  }

  const changeAudience = (next: AudienceDraft) => {
    setAudience(next);
    setRecipients(null);
  };

  return (
    <Card title={t('composeTitle')} description={t('composeDescription')}>
      <form
        className="pm-compose"
        onSubmit={(e) => {
          e.preventDefault();
          void count().then((ok) => ok && setConfirming(true));
        }}
      >
        {SHIPPED_LANGUAGES.map((lang) => (
          <fieldset key={lang} className="pm-lang">
            <legend>{t(`lang.${lang}`)}</legend>
            <Field label={t('title')} htmlFor={`pm-title-${lang}`}>
              <Input
                id={`pm-title-${lang}`}
                value={title[lang]}
                maxLength={120}
                onChange={(e) => setTitle({ ...title, [lang]: e.target.value })}
              />
            </Field>
            <Field label={t('body')} htmlFor={`pm-body-${lang}`}>
              <Textarea
                id={`pm-body-${lang}`}
                value={body[lang]}
                rows={4}
                maxLength={20000}
                onChange={(e) => setBody({ ...body, [lang]: e.target.value })}
              />
            </Field>
          </fieldset>
        ))}
        <Field label={t('format')} htmlFor="pm-format" hint={t('formatHint')}>
          <Select
            id="pm-format"
            value={format}
            onChange={(e) => setFormat(e.target.value as TMessageFormat)}
          >
            <option value="text">{t('formatText')}</option>
            <option value="html">{t('formatHtml')}</option>
          </Select>
        </Field>
        <AudienceFields value={audience} onChange={changeAudience} />
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <div className="pm-compose__actions">
          <Button
            variant="secondary"
            icon={<Users size={16} />}
            loading={counting}
            onClick={() => void count()}
          >
            {t('countRecipients')}
          </Button>
          {recipients !== null && (
            <span className="pm-compose__count" role="status">
              {t('recipientsCount', { count: recipients })}
            </span>
          )}
          <Button type="submit" variant="primary" icon={<Send size={16} />}>
            {t('send')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        description={t('confirmText', { count: recipients ?? 0 })}
        confirmLabel={t('send')}
        loading={send.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          send.mutate(request, {
            onSuccess: (sent) => {
              setConfirming(false);
              toast.success(t('sent', { count: sent.recipients }));
              setTitle(EMPTY_TEXTS);
              setBody(EMPTY_TEXTS);
              setRecipients(null);
            },
            onError: (error) => {
              setConfirming(false);
              failed(error);
            },
          })
        }
      />
    </Card>
  );
}
