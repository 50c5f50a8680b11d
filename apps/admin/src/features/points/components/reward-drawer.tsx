import { ZPointsRewardInput, type TLocalizedText, type TPointsReward } from '@lw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/crud/form-drawer';
import { LocalizedTextInput } from '../../../components/form/localized-text-input';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { useValidatedSave } from '../../../lib/use-validated-save';
import { useSavePointsReward, type TPointsRewardInput } from '../api/points-api';

interface TDraft {
  name: TLocalizedText;
  description: TLocalizedText;
  imageUrl: string;
  pricePoints: string;
  stock: string;
  perMemberLimit: string;
  active: boolean;
  sortOrder: string;
}

const EMPTY = { th: '', en: '', zh: '' };
/** A typed whole number (a leading minus for the order); NaN for anything else. */
const whole = (typed: string) => (/^-?\d+$/.test(typed.trim()) ? Number(typed) : Number.NaN);
/** Empty is "no limit". */
const optionalWhole = (typed: string) => (typed.trim() === '' ? null : whole(typed));

function draftOf(r: TPointsReward | null): TDraft {
  return {
    name: r?.name ?? EMPTY,
    description: r?.description ?? EMPTY,
    imageUrl: r?.imageUrl ?? '',
    pricePoints: r ? String(r.pricePoints) : '',
    stock: r?.stock === null || r === null ? '' : String(r.stock),
    perMemberLimit: r?.perMemberLimit == null ? '' : String(r.perMemberLimit),
    active: r?.active ?? true,
    sortOrder: String(r?.sortOrder ?? 0),
  };
}

function inputOf(d: TDraft): TPointsRewardInput {
  return {
    name: d.name,
    description: d.description,
    imageUrl: d.imageUrl.trim() === '' ? null : d.imageUrl.trim(),
    pricePoints: whole(d.pricePoints),
    stock: optionalWhole(d.stock),
    perMemberLimit: optionalWhole(d.perMemberLimit),
    active: d.active,
    sortOrder: whole(d.sortOrder),
  };
}

/** Creates a reward (`reward` null) or edits one: names, price, stock, limit, image, active. */
export function RewardDrawer({
  reward,
  onClose,
}: {
  /** The reward to edit; null for a new one. */
  reward: TPointsReward | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  const save = useSavePointsReward();
  const [draft, setDraft] = useState(() => draftOf(reward));
  const {
    errors,
    banner: serverError,
    submit,
  } = useValidatedSave({
    schema: ZPointsRewardInput,
    save: (input) => save.mutateAsync({ id: reward?.id ?? null, input }),
    saved: t('rewards.saved'),
  });
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const err = (path: string) => errors[path];
  const lang = (field: 'name' | 'description') => ({
    th: err(`${field}.th`),
    en: err(`${field}.en`),
    zh: err(`${field}.zh`),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(inputOf(draft))) onClose();
  };

  return (
    <FormDrawer
      formId="points-reward-form"
      title={reward ? t('rewards.edit', { id: reward.id }) : t('rewards.create')}
      saveLabel={t('rewards.save')}
      submitting={save.isPending}
      serverError={serverError}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      size="lg"
    >
      <div className="field">
        <span className="field__label">{t('rewards.name')}</span>
        <LocalizedTextInput
          label={t('rewards.name')}
          value={draft.name}
          layout="inline"
          errors={lang('name')}
          onChange={(name) => set({ name })}
        />
      </div>
      <div className="field">
        <span className="field__label">{t('rewards.descriptionField')}</span>
        <LocalizedTextInput
          label={t('rewards.descriptionField')}
          value={draft.description}
          multiline
          errors={lang('description')}
          onChange={(description) => set({ description })}
        />
      </div>
      <div className="pts-row">
        <Field label={t('rewards.price')} htmlFor="pr-price" errors={[err('pricePoints')]}>
          <Input
            id="pr-price"
            className="num"
            inputMode="numeric"
            invalid={!!err('pricePoints')}
            value={draft.pricePoints}
            onChange={(e) => set({ pricePoints: e.target.value })}
          />
        </Field>
        <Field
          label={t('rewards.stock')}
          htmlFor="pr-stock"
          hint={t('rewards.emptyUnlimited')}
          errors={[err('stock')]}
        >
          <Input
            id="pr-stock"
            className="num"
            inputMode="numeric"
            invalid={!!err('stock')}
            value={draft.stock}
            onChange={(e) => set({ stock: e.target.value })}
          />
        </Field>
        <Field
          label={t('rewards.limit')}
          htmlFor="pr-limit"
          hint={t('rewards.emptyUnlimited')}
          errors={[err('perMemberLimit')]}
        >
          <Input
            id="pr-limit"
            className="num"
            inputMode="numeric"
            invalid={!!err('perMemberLimit')}
            value={draft.perMemberLimit}
            onChange={(e) => set({ perMemberLimit: e.target.value })}
          />
        </Field>
        <Field label={t('rewards.order')} htmlFor="pr-order" errors={[err('sortOrder')]}>
          <Input
            id="pr-order"
            className="num"
            inputMode="numeric"
            invalid={!!err('sortOrder')}
            value={draft.sortOrder}
            onChange={(e) => set({ sortOrder: e.target.value })}
          />
        </Field>
      </div>
      <Field
        label={t('rewards.image')}
        htmlFor="pr-image"
        hint={t('rewards.imageHint')}
        errors={[err('imageUrl')]}
      >
        <Input
          id="pr-image"
          spellCheck={false}
          placeholder="https://"
          invalid={!!err('imageUrl')}
          value={draft.imageUrl}
          onChange={(e) => set({ imageUrl: e.target.value })}
        />
      </Field>
      <Switch
        id="pr-active"
        checked={draft.active}
        onChange={(active) => set({ active })}
        label={t('rewards.activeLabel')}
        description={t('rewards.activeHint')}
      />
    </FormDrawer>
  );
}
