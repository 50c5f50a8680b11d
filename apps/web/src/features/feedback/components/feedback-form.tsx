import {
  FEEDBACK_CONTENT_MAX_CHARS,
  FEEDBACK_REFUSALS,
  ZFeedbackContact,
  countWords,
  pickLocalized,
  type TFeedbackConfig,
} from '@lw/contracts';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSubmitFeedback } from '../api/feedback-api';

/**
 * The feedback form (spec §3: question type, content, contact info; §5: content between the
 * operator's minimum and maximum word count). Words are counted with the contracts' `countWords`,
 * the function the server checks with, so Thai and Chinese count by dictionary, not by spaces.
 */
export function FeedbackForm({ config }: { config: TFeedbackConfig }) {
  const { t, i18n } = useTranslation('feedback');
  const submit = useSubmitFeedback();
  const ids = { type: useId(), content: useId(), count: useId() };
  const [questionType, setQuestionType] = useState(config.questionTypes[0]?.code ?? '');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<{ content?: string; contact?: string }>({});
  const [notice, setNotice] = useState<TNotice>(null);
  const [sent, setSent] = useState(false);

  const words = countWords(content);
  const bounds = { min: config.minWords, max: config.maxWords };
  const wordsProblem =
    words < config.minWords
      ? t('form.tooFewWords', bounds)
      : words > config.maxWords
        ? t('form.tooManyWords', bounds)
        : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setSent(false);
    const contactOk = ZFeedbackContact.safeParse(contact).success;
    const next = {
      ...(wordsProblem ? { content: wordsProblem } : {}),
      ...(contactOk ? {} : { contact: t('form.badContact') }),
    };
    setErrors(next);
    if (next.content || next.contact) return;
    try {
      await submit.mutateAsync({
        questionType,
        content: content.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      });
      setContent('');
      setContact('');
      setSent(true);
    } catch (error) {
      const reason = isApiError(error) ? error.details?.reason : undefined;
      const message =
        reason === FEEDBACK_REFUSALS.dailyLimit
          ? t('form.dailyLimit', { limit: config.dailyLimit })
          : reason === FEEDBACK_REFUSALS.words
            ? t('form.outOfBounds', bounds)
            : errorText(error, i18n.language);
      setNotice({ notice: 'error', message });
    }
  };

  return (
    <form className="fb-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={ids.type}>
          {t('form.questionType')}
        </label>
        <select
          id={ids.type}
          className="select-input"
          value={questionType}
          onChange={(e) => setQuestionType(e.target.value)}
        >
          {config.questionTypes.map((type) => (
            <option key={type.code} value={type.code}>
              {pickLocalized(type.label, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <div className={errors.content ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor={ids.content}>
          {t('form.content')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={ids.content}
          className="fb-form__content"
          rows={6}
          value={content}
          maxLength={FEEDBACK_CONTENT_MAX_CHARS}
          placeholder={t('form.contentPlaceholder')}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={ids.count}
          onChange={(e) => {
            setContent(e.target.value);
            setErrors(({ content: _shown, ...rest }) => rest);
          }}
        />
        <p
          id={ids.count}
          className={wordsProblem && content ? 'fb-form__count is-off' : 'fb-form__count'}
          aria-live="polite"
        >
          {errors.content ?? t('form.wordCount', { words, ...bounds })}
        </p>
      </div>
      <TextField
        label={t('form.contact')}
        hint={t('form.contactHint')}
        value={contact}
        maxLength={100}
        autoComplete="email"
        error={errors.contact}
        onChange={(e) => setContact(e.target.value)}
      />
      <FormNotice notice={notice} />
      {sent ? (
        <p className="fb-form__sent" role="status">
          {t('form.sent')}
        </p>
      ) : null}
      <Button type="submit" disabled={submit.isPending || !questionType}>
        <Send size={18} aria-hidden="true" />
        {t('form.submit')}
      </Button>
    </form>
  );
}
