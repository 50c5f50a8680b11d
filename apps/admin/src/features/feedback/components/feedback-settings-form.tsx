import type { TFeedbackQuestionType, TFeedbackSettings } from '@lw/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, IconButton } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSaveFeedbackSettings } from '../api/feedback-api';

/** The feedback rules: word bounds, daily limit per member and the question types (translated). */
export function FeedbackSettingsForm({
  settings,
  onClose,
}: {
  settings: TFeedbackSettings;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('feedback');
  const toast = useToast();
  const save = useSaveFeedbackSettings();
  const [minWords, setMinWords] = useState(String(settings.minWords));
  const [maxWords, setMaxWords] = useState(String(settings.maxWords));
  const [dailyLimit, setDailyLimit] = useState(String(settings.dailyLimit));
  const [types, setTypes] = useState<TFeedbackQuestionType[]>(settings.questionTypes);
  const [error, setError] = useState<string | null>(null);

  const setType = (i: number, patch: Partial<TFeedbackQuestionType>) =>
    setTypes((all) => all.map((type, j) => (j === i ? { ...type, ...patch } : type)));

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({
        minWords: Number(minWords),
        maxWords: Number(maxWords),
        dailyLimit: Number(dailyLimit),
        questionTypes: types,
      });
      toast.success(t('settings.saved'));
      onClose();
    } catch (e) {
      setError(apiErrorText(e, i18n.language));
    }
  };

  const number = (id: string, label: string, value: string, set: (v: string) => void) => (
    <Field label={label} htmlFor={id}>
      <Input id={id} type="number" min={1} value={value} onChange={(e) => set(e.target.value)} />
    </Field>
  );

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      size="lg"
      title={t('settings.title')}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('settings.save')}
          </Button>
        </>
      }
    >
      <div className="form-stack">
        {error && <Banner tone="danger">{error}</Banner>}
        <div className="feedback-numbers">
          {number('fb-min', t('settings.minWords'), minWords, setMinWords)}
          {number('fb-max', t('settings.maxWords'), maxWords, setMaxWords)}
          {number('fb-daily', t('settings.dailyLimit'), dailyLimit, setDailyLimit)}
        </div>
        <h3>{t('settings.types')}</h3>
        {types.map((type, i) => (
          <fieldset key={i} className="feedback-type">
            <legend className="visually-hidden">{t('settings.typeN', { n: i + 1 })}</legend>
            <Input
              aria-label={t('settings.code')}
              value={type.code}
              onChange={(e) => setType(i, { code: e.target.value })}
            />
            {(['th', 'en', 'zh'] as const).map((lang) => (
              <Input
                key={lang}
                aria-label={`${t('settings.label')} (${t(`common:languageNames.${lang}`)})`}
                placeholder={lang.toUpperCase()}
                value={type.label[lang]}
                onChange={(e) => setType(i, { label: { ...type.label, [lang]: e.target.value } })}
              />
            ))}
            <Switch
              id={`fb-type-${i}-on`}
              checked={type.enabled}
              onChange={(on) => setType(i, { enabled: on })}
              label={t('settings.on')}
            />
            <IconButton
              label={t('settings.remove')}
              icon={<Trash2 size={16} />}
              onClick={() => setTypes((all) => all.filter((_, j) => j !== i))}
            />
          </fieldset>
        ))}
        <Button
          icon={<Plus size={16} />}
          onClick={() =>
            setTypes((all) => [
              ...all,
              { code: '', label: { th: '', en: '', zh: '' }, enabled: true },
            ])
          }
        >
          {t('settings.add')}
        </Button>
      </div>
    </Modal>
  );
}
