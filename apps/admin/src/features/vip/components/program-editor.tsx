import { SHIPPED_LANGUAGES, ZVipProgram, type TVipProgram } from '@lw/contracts';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, FieldErrorText } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { useValidatedSave } from '../../../lib/use-validated-save';
import { useSaveVipProgram } from '../api/vip-api';
import {
  BONUSES,
  draftOf,
  nextLevel,
  programOf,
  THRESHOLDS,
  type TLevelDraft,
  type TProgramDraft,
} from './program-draft';

const MAX_LEVELS = 30;

/**
 * The VIP programme as one document: the window and the levels table, checked with the
 * contract's own schema before it is sent (each error beside its field), saved as a whole.
 */
export function ProgramEditor({ saved, canWrite }: { saved: TVipProgram; canWrite: boolean }) {
  const { t } = useTranslation('vip');
  const save = useSaveVipProgram();
  const [draft, setDraft] = useState<TProgramDraft>(() => draftOf(saved));
  const { errors, banner, submit } = useValidatedSave({
    schema: ZVipProgram,
    save: (program) => save.mutateAsync(program),
    fixErrors: t('program.fixErrors'),
    saved: t('program.saved'),
  });
  const set = (patch: Partial<TProgramDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setLevel = (i: number, patch: Partial<TLevelDraft>) =>
    setDraft((d) => ({ ...d, levels: d.levels.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));

  const onSave = () => submit(programOf(draft));

  const err = (path: string) => errors[path];
  return (
    <Card
      title={t('program.title')}
      description={t('program.description')}
      actions={
        canWrite ? (
          <Button
            variant="primary"
            icon={<Save size={16} />}
            loading={save.isPending}
            onClick={() => void onSave()}
          >
            {t('program.save')}
          </Button>
        ) : null
      }
    >
      {banner && <Banner tone="danger">{banner}</Banner>}
      <fieldset className="vip-fieldset" disabled={!canWrite || save.isPending}>
        <legend className="visually-hidden">{t('program.title')}</legend>
        <div className="vip-window">
          <Field label={t('program.window')} htmlFor="vip-window-kind">
            <Select
              id="vip-window-kind"
              value={draft.windowKind}
              onChange={(e) => set({ windowKind: e.target.value as 'rolling' | 'calendar' })}
            >
              <option value="rolling">{t('program.rolling')}</option>
              <option value="calendar">{t('program.calendar')}</option>
            </Select>
          </Field>
          {draft.windowKind === 'rolling' ? (
            <Field
              label={t('program.days')}
              htmlFor="vip-window-days"
              hint={t('program.daysHint')}
              errors={[err('window.days')]}
            >
              <Input
                id="vip-window-days"
                type="number"
                className="num"
                min={1}
                max={366}
                invalid={!!err('window.days')}
                value={draft.days}
                onChange={(e) => set({ days: e.target.value })}
              />
            </Field>
          ) : (
            <Field label={t('program.unit')} htmlFor="vip-window-unit">
              <Select
                id="vip-window-unit"
                value={draft.unit}
                onChange={(e) => set({ unit: e.target.value as 'month' | 'quarter' | 'year' })}
              >
                {(['month', 'quarter', 'year'] as const).map((u) => (
                  <option key={u} value={u}>
                    {t(`program.units.${u}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </div>
        <div className="table-scroll">
          <table className="table vip-levels">
            <caption className="visually-hidden">{t('program.levels')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('program.level')}</th>
                <th scope="col">{t('program.label')}</th>
                <th scope="col">{t('program.qualifyBy')}</th>
                {THRESHOLDS.map((k) => (
                  <th key={k} scope="col" className="num">
                    {t(`program.fields.${k}`)}
                  </th>
                ))}
                {BONUSES.map((k) => (
                  <th key={k} scope="col" className="num">
                    {t(`program.fields.${k}`)}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('program.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.levels.length === 0 && (
                <tr>
                  <td colSpan={10}>{t('program.empty')}</td>
                </tr>
              )}
              {draft.levels.map((l, i) => (
                <tr key={i}>
                  <th scope="row" className="num">
                    {i + 1}
                    <FieldErrorText message={err(`levels.${i}.level`)} />
                  </th>
                  <td className="vip-label-cell">
                    {SHIPPED_LANGUAGES.map((lang) => (
                      <Input
                        key={lang}
                        aria-label={t('program.labelIn', {
                          level: i + 1,
                          language: t(`common:languageNames.${lang}`),
                        })}
                        placeholder={lang.toUpperCase()}
                        maxLength={40}
                        value={l.label[lang]}
                        onChange={(e) =>
                          setLevel(i, { label: { ...l.label, [lang]: e.target.value } })
                        }
                      />
                    ))}
                  </td>
                  <td>
                    <Select
                      aria-label={t('program.qualifyByOf', { level: i + 1 })}
                      value={l.qualifyBy}
                      onChange={(e) => setLevel(i, { qualifyBy: e.target.value as 'any' | 'all' })}
                    >
                      <option value="any">{t('program.any')}</option>
                      <option value="all">{t('program.all')}</option>
                    </Select>
                  </td>
                  {[...THRESHOLDS, ...BONUSES].map((k) => (
                    <td key={k}>
                      <Input
                        aria-label={t('program.fieldOf', {
                          field: t(`program.fields.${k}`),
                          level: i + 1,
                        })}
                        className="num vip-money"
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder={(THRESHOLDS as readonly string[]).includes(k) ? '—' : '0.00'}
                        invalid={!!err(`levels.${i}.${k}`)}
                        value={l[k]}
                        onChange={(e) => setLevel(i, { [k]: e.target.value })}
                      />
                      <FieldErrorText message={err(`levels.${i}.${k}`)} />
                    </td>
                  ))}
                  <td>
                    {canWrite && (
                      <IconButton
                        label={t('program.removeLevel', { level: i + 1 })}
                        icon={<Trash2 size={16} />}
                        onClick={() =>
                          setDraft((d) => ({ ...d, levels: d.levels.filter((_, j) => j !== i) }))
                        }
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="card__description">{t('program.rule')}</p>
        {canWrite && (
          <Button
            icon={<Plus size={16} />}
            disabled={draft.levels.length >= MAX_LEVELS}
            onClick={() => set({ levels: [...draft.levels, nextLevel(draft.levels)] })}
          >
            {t('program.add')}
          </Button>
        )}
      </fieldset>
    </Card>
  );
}
