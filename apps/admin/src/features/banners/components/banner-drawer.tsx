import {
  BANNER_AUDIENCES,
  BANNER_LANGUAGES,
  ZBannerInput,
  type TAdminBanner,
  type TBannerGroup,
  type TBannerInput,
  type TBannerLink,
} from '@lw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldErrorText } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { FormDrawer } from '../../../components/crud/form-drawer';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { isoToLocalInput, localInputToIso, useSiteTimeZone } from '../../../lib/datetime';
import { useSaveBanner } from '../api/use-banners';
import { BannerImageField } from './banner-image-field';

type TLanguage = (typeof BANNER_LANGUAGES)[number];

interface TDraft {
  imageUrl: string;
  images: Record<TLanguage, string>;
  titles: Record<TLanguage, string>;
  linkType: TBannerLink['type'];
  linkTarget: string;
  audience: (typeof BANNER_AUDIENCES)[number];
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  enabled: boolean;
}

const byLanguage = (values: Record<string, string> | undefined) =>
  Object.fromEntries(BANNER_LANGUAGES.map((l) => [l, values?.[l] ?? ''])) as Record<
    TLanguage,
    string
  >;

function draftOf(banner: TAdminBanner | null, nextOrder: number, timeZone: string): TDraft {
  const link = banner?.link ?? { type: 'none' };
  return {
    imageUrl: banner?.imageUrl ?? '',
    images: byLanguage(banner?.images),
    titles: byLanguage(banner?.titles),
    linkType: link.type,
    linkTarget: link.type === 'internal' ? link.path : link.type === 'external' ? link.url : '',
    audience: banner?.audience ?? 'all',
    startsAt: isoToLocalInput(banner?.startsAt, timeZone),
    endsAt: isoToLocalInput(banner?.endsAt, timeZone),
    sortOrder: String(banner?.sortOrder ?? nextOrder),
    enabled: banner?.enabled ?? true,
  };
}

function inputOf(group: TBannerGroup, d: TDraft, timeZone: string): TBannerInput {
  const link: TBannerLink =
    d.linkType === 'internal'
      ? { type: 'internal', path: d.linkTarget }
      : d.linkType === 'external'
        ? { type: 'external', url: d.linkTarget }
        : { type: 'none' };
  return {
    group,
    imageUrl: d.imageUrl,
    images: d.images,
    titles: d.titles,
    link,
    audience: d.audience,
    startsAt: localInputToIso(d.startsAt, timeZone),
    endsAt: localInputToIso(d.endsAt, timeZone),
    sortOrder: Number(d.sortOrder),
    enabled: d.enabled,
  };
}

/** Create or edit one banner of a group: image (upload or https URL), texts, link, audience. */
export function BannerDrawer({
  group,
  banner,
  nextOrder,
  onClose,
}: {
  group: TBannerGroup;
  /** null: a new banner. */
  banner: TAdminBanner | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('banners');
  const timeZone = useSiteTimeZone();
  const toast = useToast();
  const save = useSaveBanner();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(banner, nextOrder, timeZone));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(group, draft, timeZone);
    const checked = ZBannerInput.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const path = issue.path.join('.');
        const field = path.startsWith('link') ? 'link' : path;
        found[field] ??= t(`invalid.${field.split('.')[0]}`, { defaultValue: t('invalid.other') });
      }
      setProblems(found);
      return;
    }
    setProblems({});
    save.mutate(
      { id: banner?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(t('saved'));
          onClose();
        },
        onError: (error) => toast.error(apiErrorText(error, i18n.language)),
      },
    );
  }

  return (
    <FormDrawer
      formId="banner-form"
      size="lg"
      title={banner ? t('editTitle') : t('newTitle')}
      saveLabel={t('save')}
      submitting={save.isPending}
      serverError={null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <BannerImageField
        label={t('image')}
        value={draft.imageUrl}
        onChange={(imageUrl) => set({ imageUrl })}
        error={problems.imageUrl}
      />
      {BANNER_LANGUAGES.map((language) => (
        <fieldset key={language} className="form-stack banner-language">
          <legend>{t(`language.${language}`)}</legend>
          <Field label={t('title')} htmlFor={`banner-title-${language}`}>
            <Input
              id={`banner-title-${language}`}
              maxLength={120}
              value={draft.titles[language]}
              onChange={(e) => set({ titles: { ...draft.titles, [language]: e.target.value } })}
            />
          </Field>
          <BannerImageField
            label={t('languageImage')}
            optional
            value={draft.images[language]}
            onChange={(url) => set({ images: { ...draft.images, [language]: url } })}
            error={problems[`images.${language}`]}
          />
        </fieldset>
      ))}
      <Field label={t('linkType')} htmlFor="banner-link-type">
        <Select
          id="banner-link-type"
          value={draft.linkType}
          onChange={(e) => set({ linkType: e.target.value as TBannerLink['type'] })}
        >
          {(['none', 'internal', 'external'] as const).map((type) => (
            <option key={type} value={type}>
              {t(`link.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {draft.linkType !== 'none' && (
        <Field
          label={draft.linkType === 'internal' ? t('linkPath') : t('linkUrl')}
          htmlFor="banner-link-target"
          hint={draft.linkType === 'internal' ? t('linkPathHint') : t('linkUrlHint')}
        >
          <Input
            id="banner-link-target"
            value={draft.linkTarget}
            invalid={Boolean(problems.link)}
            placeholder={draft.linkType === 'internal' ? '/promotions' : 'https://'}
            onChange={(e) => set({ linkTarget: e.target.value })}
          />
          <FieldErrorText message={problems.link} />
        </Field>
      )}
      <Field label={t('audience')} htmlFor="banner-audience">
        <Select
          id="banner-audience"
          value={draft.audience}
          onChange={(e) => set({ audience: e.target.value as TDraft['audience'] })}
        >
          {BANNER_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`audiences.${audience}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="form-row">
        <Field label={t('startsAt')} htmlFor="banner-starts">
          <Input
            id="banner-starts"
            type="datetime-local"
            value={draft.startsAt}
            onChange={(e) => set({ startsAt: e.target.value })}
          />
        </Field>
        <Field label={t('endsAt')} htmlFor="banner-ends">
          <Input
            id="banner-ends"
            type="datetime-local"
            value={draft.endsAt}
            invalid={Boolean(problems.endsAt)}
            onChange={(e) => set({ endsAt: e.target.value })}
          />
          <FieldErrorText message={problems.endsAt} />
        </Field>
      </div>
      <Field label={t('sortOrder')} htmlFor="banner-order">
        <Input
          id="banner-order"
          type="number"
          min={0}
          max={100000}
          value={draft.sortOrder}
          invalid={Boolean(problems.sortOrder)}
          onChange={(e) => set({ sortOrder: e.target.value })}
        />
        <FieldErrorText message={problems.sortOrder} />
      </Field>
      <Switch
        checked={draft.enabled}
        onChange={(enabled) => set({ enabled })}
        label={t('enabled')}
      />
    </FormDrawer>
  );
}
