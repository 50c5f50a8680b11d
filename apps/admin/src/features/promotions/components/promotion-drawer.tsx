import {
  BANNERS_API,
  FAIR_TERMS,
  fairTermsBreaches,
  GAME_CATEGORIES,
  parseMoney,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  PROMOTION_LANGUAGES,
  ZPromotionInput,
  ZUploadedImage,
  type TAdminPromotion,
  type TBonusTerms,
  type TPromotionInput,
  type TPromotionKind,
  type TPromotionRule,
} from '@lw/contracts';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextInput } from '../../../components/form/localized-text-input';
import { ValueField } from '../../../components/form/value-field';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { isoToLocalInput, localInputToIso, useSiteTimeZone } from '../../../lib/datetime';
import { uploadImage } from '../../../lib/upload-image';
import { useSavePromotion } from '../api/promotions-api';

const RichTextEditor = lazy(() => import('../../../components/rich-text/rich-text-editor'));

/** The rule fields per kind, in major units as typed (turned into minor units on save). */
interface RuleDraft {
  kind: TPromotionKind;
  percent: string;
  amount: string;
  cap: string;
  minDeposit: string;
  gameCode: string;
  spins: string;
  winners: string;
  period: 'daily' | 'weekly';
}

const minor = (text: string) => {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.minor : Number.NaN;
};
const major = (value: number) => (value / 100).toFixed(2);

function draftOf(rule: TPromotionRule | undefined): RuleDraft {
  const d: RuleDraft = {
    kind: rule?.kind ?? 'depositMatch',
    percent: '100',
    amount: '100.00',
    cap: '500.00',
    minDeposit: '100.00',
    gameCode: 'house-slot',
    spins: '20',
    winners: '10',
    period: 'daily',
  };
  if (!rule) return d;
  if (rule.kind === 'depositMatch')
    Object.assign(d, {
      percent: String(rule.percent),
      cap: major(rule.cap),
      minDeposit: major(rule.minDeposit),
    });
  if (rule.kind === 'fixedBonus') d.amount = major(rule.amount);
  if (rule.kind === 'freeSpins')
    Object.assign(d, {
      gameCode: rule.gameCode,
      spins: String(rule.spins),
      amount: major(rule.stakePerSpin),
    });
  if (rule.kind === 'cashback')
    Object.assign(d, { percent: String(rule.percent), cap: major(rule.cap), period: rule.period });
  if (rule.kind === 'raffle')
    Object.assign(d, { amount: major(rule.prize), winners: String(rule.winners) });
  if (rule.kind === 'applyForReview') d.amount = major(rule.maxAmount);
  return d;
}

function ruleOf(d: RuleDraft, terms: TBonusTerms): TPromotionRule {
  switch (d.kind) {
    case 'depositMatch':
      return {
        kind: d.kind,
        percent: Number(d.percent),
        cap: minor(d.cap),
        minDeposit: minor(d.minDeposit),
        terms,
      };
    case 'fixedBonus':
      return { kind: d.kind, amount: minor(d.amount), terms };
    case 'freeSpins':
      return {
        kind: d.kind,
        gameCode: d.gameCode,
        spins: Number(d.spins),
        stakePerSpin: minor(d.amount),
        terms,
      };
    case 'cashback':
      return {
        kind: d.kind,
        percent: Number(d.percent),
        cap: minor(d.cap),
        period: d.period,
        terms,
      };
    case 'raffle':
      return { kind: d.kind, prize: minor(d.amount), winners: Number(d.winners), terms };
    case 'applyForReview':
      return { kind: d.kind, maxAmount: minor(d.amount), terms };
  }
}

/** Which draft fields a kind uses, and the label key of its amount. */
const FIELDS: Record<TPromotionKind, (keyof RuleDraft)[]> = {
  depositMatch: ['percent', 'cap', 'minDeposit'],
  fixedBonus: ['amount'],
  freeSpins: ['gameCode', 'spins', 'amount'],
  cashback: ['percent', 'cap', 'period'],
  raffle: ['amount', 'winners'],
  applyForReview: ['amount'],
};

/**
 * Create or edit a promotion: texts and rich content per language, banner, category, audience,
 * window, languages, budgets, claim limit, and the rule with its bonus terms (the fair-terms
 * preset: at most 10x, one product). The server validates again and sanitizes the HTML.
 */
export function PromotionDrawer({
  promotion,
  onClose,
}: {
  promotion: TAdminPromotion | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('promotions');
  const toast = useToast();
  const zone = useSiteTimeZone();
  const save = useSavePromotion(promotion?.id ?? null);
  const [title, setTitle] = useState(promotion?.title ?? { th: '', en: '', zh: '' });
  const [content, setContent] = useState(promotion?.content ?? { th: '', en: '', zh: '' });
  const [contentLanguage, setContentLanguage] = useState<'th' | 'en' | 'zh'>('th');
  const [bannerUrl, setBannerUrl] = useState(promotion?.bannerUrl ?? '');
  const [category, setCategory] = useState(promotion?.category ?? 'newbie');
  const [audience, setAudience] = useState(promotion?.audience ?? { kind: 'all' as const });
  const [audienceValue, setAudienceValue] = useState('');
  // The top VIP level of a vipLevels audience ('' : no top).
  const [audienceTop, setAudienceTop] = useState(
    promotion?.audience.kind === 'vipLevels' && promotion.audience.maxLevel !== null
      ? String(promotion.audience.maxLevel)
      : '',
  );
  const [languages, setLanguages] = useState<string[]>(
    promotion?.languages ?? [...PROMOTION_LANGUAGES],
  );
  const [startsAt, setStartsAt] = useState(isoToLocalInput(promotion?.startsAt, zone));
  const [endsAt, setEndsAt] = useState(isoToLocalInput(promotion?.endsAt, zone));
  const [budgetTotal, setBudgetTotal] = useState(
    promotion?.budgetTotal ? major(promotion.budgetTotal) : '',
  );
  const [budgetPerMember, setBudgetPerMember] = useState(
    promotion?.budgetPerMember ? major(promotion.budgetPerMember) : '',
  );
  const [claimLimit, setClaimLimit] = useState(String(promotion?.claimLimit ?? 1));
  const [state, setState] = useState<'draft' | 'published'>(
    promotion?.state === 'draft' ? 'draft' : 'published',
  );
  const [draft, setDraft] = useState<RuleDraft>(draftOf(promotion?.rule));
  const [terms, setTerms] = useState<TBonusTerms>(promotion?.rule.terms ?? FAIR_TERMS);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const breaches = fairTermsBreaches(terms);

  const audienceOf = (): TPromotionInput['audience'] => {
    if (audience.kind === 'newMembers')
      return { kind: 'newMembers', days: Number(audienceValue || (audience.days ?? 7)) };
    if (audience.kind === 'downlineOf')
      return { kind: 'downlineOf', agentId: Number(audienceValue || audience.agentId) };
    if (audience.kind === 'list') {
      const ids = (audienceValue || audience.accountIds.join(','))
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      return { kind: 'list', accountIds: ids };
    }
    if (audience.kind === 'vipLevels') {
      return {
        kind: 'vipLevels',
        minLevel: Number(audienceValue || audience.minLevel),
        maxLevel: audienceTop.trim() === '' ? null : Number(audienceTop),
      };
    }
    return { kind: 'all' };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input = {
      title,
      content,
      bannerUrl,
      category,
      audience: audienceOf(),
      languages,
      startsAt: localInputToIso(startsAt, zone) ?? '',
      endsAt: localInputToIso(endsAt, zone) ?? '',
      budgetTotal: budgetTotal ? minor(budgetTotal) : null,
      budgetPerMember: budgetPerMember ? minor(budgetPerMember) : null,
      claimLimit: Number(claimLimit),
      rule: ruleOf(draft, terms),
      state,
    };
    const parsed = ZPromotionInput.safeParse(input);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setProblem(t('invalid', { field: first?.path.join('.') ?? '' }));
      return;
    }
    try {
      await save.mutateAsync(input as TPromotionInput);
      toast.success(t('saved'));
      onClose();
    } catch (err) {
      setProblem(apiErrorText(err, i18n.language));
    }
  };

  const text = (field: keyof RuleDraft, label: string) => (
    <ValueField
      id={`promo-${field}`}
      label={label}
      value={String(draft[field])}
      inputMode={field === 'gameCode' ? 'text' : 'decimal'}
      onChange={(value) => setDraft({ ...draft, [field]: value })}
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      size="lg"
      title={promotion ? t('edit') : t('create')}
      footer={
        <Button type="submit" form="promotion-form" loading={save.isPending}>
          {t('save')}
        </Button>
      }
    >
      <form id="promotion-form" className="form-stack" onSubmit={onSubmit} noValidate>
        {problem ? <Banner tone="danger">{problem}</Banner> : null}
        <LocalizedTextInput label={t('title')} value={title} onChange={setTitle} />
        <Field label={t('contentLanguage')} htmlFor="promo-content-lang">
          <Select
            id="promo-content-lang"
            value={contentLanguage}
            onChange={(e) => setContentLanguage(e.target.value as 'th')}
          >
            {PROMOTION_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`language.${l}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Suspense fallback={<Spinner />}>
          <RichTextEditor
            key={contentLanguage}
            kind="announcement"
            id={`promo-content-${contentLanguage}`}
            label={t('content')}
            value={content[contentLanguage]}
            onChange={(html) => setContent({ ...content, [contentLanguage]: html })}
          />
        </Suspense>
        <Field label={t('banner')} htmlFor="promo-banner" hint={bannerUrl || t('bannerHint')}>
          <input
            id="promo-banner"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={uploading}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setUploading(true);
              try {
                setBannerUrl(
                  (await uploadImage('POST', BANNERS_API.adminImages, file, ZUploadedImage)).url,
                );
              } catch (err) {
                setProblem(apiErrorText(err, i18n.language));
              } finally {
                setUploading(false);
              }
            }}
          />
        </Field>
        <div className="form-grid">
          <Field label={t('category')} htmlFor="promo-category">
            <Select
              id="promo-category"
              value={category}
              onChange={(e) => setCategory(e.target.value as typeof category)}
            >
              {PROMOTION_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('audience')} htmlFor="promo-audience">
            <Select
              id="promo-audience"
              value={audience.kind}
              onChange={(e) => {
                const kind = e.target.value as TPromotionInput['audience']['kind'];
                setAudienceValue('');
                setAudienceTop('');
                setAudience(
                  kind === 'newMembers'
                    ? { kind, days: 7 }
                    : kind === 'downlineOf'
                      ? { kind, agentId: 1 }
                      : kind === 'list'
                        ? { kind, accountIds: [] }
                        : kind === 'vipLevels'
                          ? { kind, minLevel: 1, maxLevel: null }
                          : { kind: 'all' },
                );
              }}
            >
              {(['all', 'newMembers', 'downlineOf', 'list', 'vipLevels'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`audiences.${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          {audience.kind !== 'all' ? (
            <ValueField
              id="promo-audience-value"
              label={t(`audienceValue.${audience.kind}`)}
              value={audienceValue}
              onChange={setAudienceValue}
            />
          ) : null}
          {audience.kind === 'vipLevels' ? (
            <ValueField
              id="promo-audience-top"
              label={t('audienceValue.vipTop')}
              value={audienceTop}
              onChange={setAudienceTop}
            />
          ) : null}
          <ValueField
            id="promo-starts"
            label={t('startsAt')}
            type="datetime-local"
            value={startsAt}
            onChange={setStartsAt}
          />
          <ValueField
            id="promo-ends"
            label={t('endsAt')}
            type="datetime-local"
            value={endsAt}
            onChange={setEndsAt}
          />
          <ValueField
            id="promo-budget"
            label={t('budgetTotal')}
            hint={t('noneHint')}
            inputMode="decimal"
            value={budgetTotal}
            onChange={setBudgetTotal}
          />
          <ValueField
            id="promo-budget-member"
            label={t('budgetPerMember')}
            hint={t('noneHint')}
            inputMode="decimal"
            value={budgetPerMember}
            onChange={setBudgetPerMember}
          />
          <ValueField
            id="promo-limit"
            label={t('claimLimit')}
            inputMode="numeric"
            value={claimLimit}
            onChange={setClaimLimit}
          />
          <Field label={t('state')} htmlFor="promo-state">
            <Select
              id="promo-state"
              value={state}
              onChange={(e) => setState(e.target.value as 'draft')}
            >
              <option value="published">{t('states.published')}</option>
              <option value="draft">{t('states.draft')}</option>
            </Select>
          </Field>
        </div>
        <fieldset className="form-stack">
          <legend>{t('languages')}</legend>
          {PROMOTION_LANGUAGES.map((l) => (
            <label key={l} className="check">
              <input
                type="checkbox"
                checked={languages.includes(l)}
                onChange={(e) =>
                  setLanguages(
                    e.target.checked ? [...languages, l] : languages.filter((x) => x !== l),
                  )
                }
              />{' '}
              {t(`language.${l}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="form-stack">
          <legend>{t('rule')}</legend>
          <Field label={t('kind')} htmlFor="promo-kind">
            <Select
              id="promo-kind"
              value={draft.kind}
              disabled={(promotion?.claims ?? 0) > 0}
              onChange={(e) => setDraft({ ...draft, kind: e.target.value as TPromotionKind })}
            >
              {PROMOTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          <div className="form-grid">
            {FIELDS[draft.kind].map((field) =>
              field === 'period' ? (
                <Field key={field} label={t('fields.period')} htmlFor="promo-period">
                  <Select
                    id="promo-period"
                    value={draft.period}
                    onChange={(e) => setDraft({ ...draft, period: e.target.value as 'daily' })}
                  >
                    <option value="daily">{t('periods.daily')}</option>
                    <option value="weekly">{t('periods.weekly')}</option>
                  </Select>
                </Field>
              ) : (
                <div key={field}>{text(field, t(`fields.${draft.kind}.${field}`))}</div>
              ),
            )}
          </div>
        </fieldset>
        <fieldset className="form-stack">
          <legend>{t('terms')}</legend>
          <div>
            <Button size="sm" variant="secondary" onClick={() => setTerms(FAIR_TERMS)}>
              {t('fairPreset')}
            </Button>
          </div>
          {breaches.length > 0 ? (
            <Banner tone="warning">{breaches.map((b) => t(`breach.${b}`)).join(' ')}</Banner>
          ) : (
            <p className="muted">{t('fairOk')}</p>
          )}
          <div className="form-grid">
            <ValueField
              id="promo-multiple"
              label={t('wageringMultiple')}
              inputMode="decimal"
              value={String(terms.wageringMultiple)}
              onChange={(value) => setTerms({ ...terms, wageringMultiple: Number(value) })}
            />
            <Field label={t('product')} htmlFor="promo-product">
              <Select
                id="promo-product"
                value={terms.products[0]}
                onChange={(e) =>
                  setTerms({
                    ...terms,
                    products: [e.target.value as TBonusTerms['products'][number]],
                  })
                }
              >
                {GAME_CATEGORIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.code}
                  </option>
                ))}
              </Select>
            </Field>
            <ValueField
              id="promo-window"
              label={t('wagerWindowHours')}
              inputMode="numeric"
              value={String(terms.wagerWindowHours)}
              onChange={(value) => setTerms({ ...terms, wagerWindowHours: Number(value) })}
            />
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
