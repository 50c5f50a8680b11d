import {
  formatMoneyInput,
  mulDiv,
  parseMoney,
  ZPointsConfig,
  type TLocalizedText,
  type TPointsConfig,
} from '@lw/contracts';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextInput } from '../../../components/form/localized-text-input';
import { Banner } from '../../../components/ui/banner';
import { Button, IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, FieldErrorText } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Switch } from '../../../components/ui/switch';
import { useValidatedSave } from '../../../lib/use-validated-save';
import { useSavePointsConfig } from '../api/points-api';

/** The config as typed: deposit amounts in major units, points as whole numbers. */
interface TDraft {
  tiers: { minDeposit: string; ratioAmount: string; ratioPoints: string }[];
  convert: { enabled: boolean; ratioPoints: string; ratioAmount: string; minPoints: string };
  rules: TLocalizedText;
}

const money = (minor: number) => formatMoneyInput(minor);
/** Typed money as minor units; NaN when it is not an amount, so the contract reports it. */
const minor = (typed: string) => {
  const parsed = parseMoney(typed.trim());
  return parsed.ok ? parsed.minor : Number.NaN;
};
/** A typed whole number; NaN for anything else (the contract reports it). */
const whole = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed) : Number.NaN);

function draftOf(c: TPointsConfig): TDraft {
  return {
    tiers: c.tiers.map((t) => ({
      minDeposit: money(t.minDeposit),
      ratioAmount: money(t.ratioAmount),
      ratioPoints: String(t.ratioPoints),
    })),
    convert: {
      enabled: c.convert.enabled,
      ratioPoints: String(c.convert.ratioPoints),
      ratioAmount: money(c.convert.ratioAmount),
      minPoints: String(c.convert.minPoints),
    },
    rules: c.rules,
  };
}

function configOf(d: TDraft): TPointsConfig {
  return {
    tiers: d.tiers.map((t) => ({
      minDeposit: minor(t.minDeposit),
      ratioAmount: minor(t.ratioAmount),
      ratioPoints: whole(t.ratioPoints),
    })),
    convert: {
      enabled: d.convert.enabled,
      ratioPoints: whole(d.convert.ratioPoints),
      ratioAmount: minor(d.convert.ratioAmount),
      minPoints: whole(d.convert.minPoints),
    },
    rules: d.rules,
  };
}

/**
 * The exchange table (deposits earn points at the highest tier they reach, rounded down), the
 * conversion of points to money (rounded down) and the rules players read; saved as a whole.
 */
export function PointsConfigCard({
  saved,
  currency,
  canWrite,
}: {
  saved: TPointsConfig;
  currency: string | undefined;
  canWrite: boolean;
}) {
  const { t } = useTranslation('points');
  const save = useSavePointsConfig();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const { errors, banner, submit } = useValidatedSave({
    schema: ZPointsConfig,
    save: (config) => save.mutateAsync(config),
    fixErrors: t('config.fixErrors'),
    saved: t('config.saved'),
  });
  const setTier = (i: number, patch: Partial<TDraft['tiers'][number]>) =>
    setDraft((d) => ({ ...d, tiers: d.tiers.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));
  const setConvert = (patch: Partial<TDraft['convert']>) =>
    setDraft((d) => ({ ...d, convert: { ...d.convert, ...patch } }));
  const err = (path: string) => errors[path];

  const onSave = () => submit(configOf(draft));

  // The conversion of the minimum, as the member's preview computes it (floor).
  const c = configOf(draft).convert;
  const preview =
    Number.isSafeInteger(c.minPoints) && Number.isSafeInteger(c.ratioAmount) && c.ratioPoints > 0
      ? mulDiv(c.minPoints, c.ratioAmount, c.ratioPoints, 'floor')
      : null;

  return (
    <Card
      title={t('config.title')}
      description={t('config.description', { currency: currency ?? '' })}
      actions={
        canWrite ? (
          <Button
            variant="primary"
            icon={<Save size={16} />}
            loading={save.isPending}
            onClick={() => void onSave()}
          >
            {t('config.save')}
          </Button>
        ) : null
      }
    >
      {banner && <Banner tone="danger">{banner}</Banner>}
      <fieldset className="pts-fieldset" disabled={!canWrite || save.isPending}>
        <legend className="visually-hidden">{t('config.title')}</legend>
        <div className="table-scroll">
          <table className="table">
            <caption>{t('config.tiers')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('config.minDeposit', { currency: currency ?? '' })}</th>
                <th scope="col">{t('config.ratioAmount', { currency: currency ?? '' })}</th>
                <th scope="col">{t('config.ratioPoints')}</th>
                <th scope="col">{t('config.reads')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('config.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.tiers.length === 0 && (
                <tr>
                  <td colSpan={5}>{t('config.noTiers')}</td>
                </tr>
              )}
              {draft.tiers.map((tier, i) => (
                <tr key={i}>
                  {(['minDeposit', 'ratioAmount', 'ratioPoints'] as const).map((k) => (
                    <td key={k}>
                      <Input
                        aria-label={t('config.tierField', {
                          field: t(`config.fields.${k}`),
                          tier: i + 1,
                        })}
                        className="num pts-num"
                        inputMode={k === 'ratioPoints' ? 'numeric' : 'decimal'}
                        autoComplete="off"
                        invalid={!!err(`tiers.${i}.${k}`)}
                        value={tier[k]}
                        onChange={(e) => setTier(i, { [k]: e.target.value })}
                      />
                      <FieldErrorText message={err(`tiers.${i}.${k}`)} />
                    </td>
                  ))}
                  <td className="muted">
                    {t('config.tierReads', {
                      amount: tier.ratioAmount,
                      points: tier.ratioPoints,
                      min: tier.minDeposit,
                    })}
                  </td>
                  <td>
                    {canWrite && (
                      <IconButton
                        label={t('config.removeTier', { tier: i + 1 })}
                        icon={<Trash2 size={16} />}
                        onClick={() =>
                          setDraft((d) => ({ ...d, tiers: d.tiers.filter((_, j) => j !== i) }))
                        }
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <FieldErrorText message={err('tiers')} />
        {canWrite && (
          <div>
            <Button
              icon={<Plus size={16} />}
              disabled={draft.tiers.length >= 20}
              onClick={() =>
                setDraft((d) => ({
                  ...d,
                  tiers: [
                    ...d.tiers,
                    {
                      minDeposit: d.tiers.at(-1)?.minDeposit ?? '0.00',
                      ratioAmount: '100.00',
                      ratioPoints: '1',
                    },
                  ],
                }))
              }
            >
              {t('config.addTier')}
            </Button>
          </div>
        )}
        <p className="card__description">{t('config.earnRule')}</p>

        <h3 className="pts-subtitle">{t('config.convertTitle')}</h3>
        <Switch
          id="pts-convert-enabled"
          checked={draft.convert.enabled}
          onChange={(enabled) => setConvert({ enabled })}
          label={t('config.convertEnabled')}
          disabled={!canWrite}
        />
        <div className="pts-row">
          <Field
            label={t('config.convertPoints')}
            htmlFor="pts-convert-points"
            errors={[err('convert.ratioPoints')]}
          >
            <Input
              id="pts-convert-points"
              className="num"
              inputMode="numeric"
              invalid={!!err('convert.ratioPoints')}
              value={draft.convert.ratioPoints}
              onChange={(e) => setConvert({ ratioPoints: e.target.value })}
            />
          </Field>
          <Field
            label={t('config.convertAmount', { currency: currency ?? '' })}
            htmlFor="pts-convert-amount"
            errors={[err('convert.ratioAmount')]}
          >
            <Input
              id="pts-convert-amount"
              className="num"
              inputMode="decimal"
              invalid={!!err('convert.ratioAmount')}
              value={draft.convert.ratioAmount}
              onChange={(e) => setConvert({ ratioAmount: e.target.value })}
            />
          </Field>
          <Field
            label={t('config.minPoints')}
            htmlFor="pts-convert-min"
            errors={[err('convert.minPoints')]}
          >
            <Input
              id="pts-convert-min"
              className="num"
              inputMode="numeric"
              invalid={!!err('convert.minPoints')}
              value={draft.convert.minPoints}
              onChange={(e) => setConvert({ minPoints: e.target.value })}
            />
          </Field>
        </div>
        {preview !== null && (
          <p className="card__description">
            {t('config.convertPreview', { points: c.minPoints })}{' '}
            <Money minor={preview} currency={currency} /> {t('config.rounding')}
          </p>
        )}

        <h3 className="pts-subtitle">{t('config.rules')}</h3>
        <LocalizedTextInput
          label={t('config.rules')}
          value={draft.rules}
          multiline
          disabled={!canWrite}
          onChange={(rules) => setDraft((d) => ({ ...d, rules }))}
          errors={{ th: err('rules.th'), en: err('rules.en'), zh: err('rules.zh') }}
        />
      </fieldset>
    </Card>
  );
}
