import {
  AUDIENCES,
  NOTICE_TYPES,
  POPUP_EXECUTIONS,
  SHIPPED_LANGUAGES,
  ZAnnouncementInput,
  type TAdminAnnouncement,
  type TAnnouncementInput,
  type TAudience,
  type TNoticeType,
  type TPopupExecution,
  type TShippedLanguage,
} from '@lw/contracts';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, FieldErrorText } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { FormDrawer } from '../../../components/crud/form-drawer';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { isoToLocalInput, localInputToIso, useSiteTimeZone } from '../../../lib/datetime';
import { previewHtml } from '../api/announcements-api';
import { useSaveAnnouncement } from '../api/use-announcements';
import { cleanPreviewHtml } from './preview-html';

const RichTextEditor = lazy(() => import('../../../components/rich-text/rich-text-editor'));

type TTexts = TAnnouncementInput['texts'];

interface TDraft {
  type: TNoticeType;
  execution: TPopupExecution;
  audiences: TAudience[];
  texts: TTexts;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  enabled: boolean;
}

function draftOf(a: TAdminAnnouncement | null, timeZone: string): TDraft {
  const empty = { title: '', content: '' };
  return {
    type: a?.type ?? 'PL',
    execution: a?.execution ?? 'B',
    audiences: (a?.audiences.filter((x): x is TAudience =>
      (AUDIENCES as readonly string[]).includes(x),
    ) ?? [...AUDIENCES]) as TAudience[],
    texts: a?.texts ?? { th: { ...empty }, en: { ...empty }, zh: { ...empty } },
    startsAt: isoToLocalInput(a?.startsAt ?? new Date().toISOString(), timeZone),
    endsAt: isoToLocalInput(a?.endsAt, timeZone),
    sortOrder: String(a?.sortOrder ?? 0),
    enabled: a?.enabled ?? true,
  };
}

function inputOf(d: TDraft, timeZone: string): TAnnouncementInput {
  return {
    type: d.type,
    texts: d.texts,
    audiences: d.audiences,
    startsAt: localInputToIso(d.startsAt, timeZone) ?? '',
    endsAt: localInputToIso(d.endsAt, timeZone),
    enabled: d.enabled,
    sortOrder: d.sortOrder.trim() === '' ? Number.NaN : Number(d.sortOrder),
    execution: d.type === 'PU' ? d.execution : null,
  };
}

/** Create or edit an announcement: type, texts per language (rich text or HTML), audience, window. */
export function AnnouncementDrawer({
  announcement,
  onClose,
}: {
  /** null: a new one. */
  announcement: TAdminAnnouncement | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('announcements');
  const timeZone = useSiteTimeZone();
  const toast = useToast();
  const save = useSaveAnnouncement();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(announcement, timeZone));
  const [language, setLanguage] = useState<TShippedLanguage>('th');
  const [source, setSource] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = draft.texts[language];
  const setText = (patch: Partial<TTexts[TShippedLanguage]>) =>
    set({ texts: { ...draft.texts, [language]: { ...text, ...patch } } });

  async function showPreview() {
    setPreviewing(true);
    try {
      setPreview(cleanPreviewHtml(await previewHtml(text.content)));
    } catch (error) {
      toast.error(apiErrorText(error, i18n.language));
    } finally {
      setPreviewing(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(draft, timeZone);
    const checked = ZAnnouncementInput.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'other');
        found[field] ??= t(`invalid.${field}`, { defaultValue: t('invalid.other') });
      }
      setProblems(found);
      return;
    }
    setProblems({});
    save.mutate(
      { id: announcement?.id ?? null, input: checked.data },
      {
        onSuccess: () => {
          toast.success(t('saved'));
          onClose();
        },
        onError: (error) => toast.error(apiErrorText(error, i18n.language)),
      },
    );
  }

  const toggleAudience = (audience: TAudience, on: boolean) =>
    set({
      audiences: on
        ? [...new Set([...draft.audiences, audience])]
        : draft.audiences.filter((a) => a !== audience),
    });

  return (
    <FormDrawer
      formId="announcement-form"
      size="lg"
      title={announcement ? t('editTitle') : t('newTitle')}
      saveLabel={t('save')}
      submitting={save.isPending}
      serverError={null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="form-row">
        <Field label={t('type')} htmlFor="ann-type" hint={t(`typeHints.${draft.type}`)}>
          <Select
            id="ann-type"
            value={draft.type}
            onChange={(e) => set({ type: e.target.value as TNoticeType })}
          >
            {NOTICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        {draft.type === 'PU' ? (
          <Field
            label={t('execution')}
            htmlFor="ann-execution"
            hint={t(`executionHints.${draft.execution}`)}
          >
            <Select
              id="ann-execution"
              value={draft.execution}
              onChange={(e) => set({ execution: e.target.value as TPopupExecution })}
            >
              {POPUP_EXECUTIONS.map((execution) => (
                <option key={execution} value={execution}>
                  {t(`executions.${execution}`)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>

      <fieldset className="announcement-texts">
        <legend>{t('texts')}</legend>
        <div className="announcement-languages" role="group" aria-label={t('language')}>
          {SHIPPED_LANGUAGES.map((code) => (
            <Button
              key={code}
              size="sm"
              variant={code === language ? 'primary' : 'secondary'}
              aria-pressed={code === language}
              onClick={() => {
                setLanguage(code);
                setPreview(null);
              }}
            >
              {t(`languages.${code}`)}
              {draft.texts[code].title ? '' : ' ·'}
            </Button>
          ))}
        </div>
        <p className="announcement-hint">{t('fallbackHint')}</p>
        <Field label={t('title')} htmlFor={`ann-title-${language}`}>
          <Input
            id={`ann-title-${language}`}
            maxLength={200}
            value={text.title}
            invalid={Boolean(problems.texts)}
            onChange={(e) => setText({ title: e.target.value })}
          />
          <FieldErrorText message={problems.texts} />
        </Field>
        <div className="announcement-content-head">
          <span className="announcement-content-label">{t('content')}</span>
          <Switch id="ann-source" checked={source} onChange={setSource} label={t('htmlSource')} />
        </div>
        {source ? (
          <Textarea
            aria-label={t('content')}
            className="announcement-source"
            rows={10}
            value={text.content}
            onChange={(e) => setText({ content: e.target.value })}
          />
        ) : (
          <Suspense fallback={<Spinner />}>
            <RichTextEditor
              key={language}
              kind="announcement"
              id={`ann-content-${language}`}
              label={t('content')}
              value={text.content}
              onChange={(content) => setText({ content })}
            />
          </Suspense>
        )}
        <div>
          <Button size="sm" onClick={() => void showPreview()} loading={previewing}>
            {t('preview')}
          </Button>
        </div>
        {preview !== null ? (
          <section className="announcement-preview" aria-label={t('preview')}>
            <h3>{text.title}</h3>
            <div dangerouslySetInnerHTML={{ __html: preview }} />
          </section>
        ) : null}
      </fieldset>

      <fieldset className="announcement-audiences">
        <legend>{t('audiences')}</legend>
        {AUDIENCES.map((audience) => (
          <label key={audience} className="checkbox-row">
            <input
              type="checkbox"
              checked={draft.audiences.includes(audience)}
              onChange={(e) => toggleAudience(audience, e.target.checked)}
            />
            {t(`audience.${audience}`)}
          </label>
        ))}
        <FieldErrorText message={problems.audiences} />
      </fieldset>

      <div className="form-row">
        <Field label={t('startsAt')} htmlFor="ann-starts">
          <Input
            id="ann-starts"
            type="datetime-local"
            value={draft.startsAt}
            invalid={Boolean(problems.startsAt)}
            onChange={(e) => set({ startsAt: e.target.value })}
          />
          <FieldErrorText message={problems.startsAt} />
        </Field>
        <Field label={t('endsAt')} htmlFor="ann-ends" hint={t('endsAtHint')}>
          <Input
            id="ann-ends"
            type="datetime-local"
            value={draft.endsAt}
            invalid={Boolean(problems.endsAt)}
            onChange={(e) => set({ endsAt: e.target.value })}
          />
          <FieldErrorText message={problems.endsAt} />
        </Field>
      </div>
      <Field label={t('sortOrder')} htmlFor="ann-order" hint={t('sortOrderHint')}>
        <Input
          id="ann-order"
          type="number"
          min={0}
          max={1000000}
          value={draft.sortOrder}
          invalid={Boolean(problems.sortOrder)}
          onChange={(e) => set({ sortOrder: e.target.value })}
        />
        <FieldErrorText message={problems.sortOrder} />
      </Field>
      <Switch
        id="ann-enabled"
        checked={draft.enabled}
        onChange={(enabled) => set({ enabled })}
        label={t('enabled')}
      />
    </FormDrawer>
  );
}
