import {
  CONTRACT_KINDS,
  KIND_PERIODS,
  type TContractKind,
  type TContractPeriod,
} from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { localInputToIso, useDateTime } from '../../../lib/datetime';
import { useSettlePeriod } from '../api/agent-contracts-api';

/**
 * Settles (or finishes settling) one ended period by hand: a kind, its period and any moment
 * inside that period, typed as the wall clock of the operator's time zone.
 */
export function SettlePeriodCard() {
  const { t, i18n } = useTranslation('agentContracts');
  const { timeZone, offset } = useDateTime();
  const toast = useToast();
  const settle = useSettlePeriod();
  const [kind, setKind] = useState<TContractKind>('dailySalary');
  const [period, setPeriod] = useState<TContractPeriod>(KIND_PERIODS.dailySalary[0]!);
  const [at, setAt] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Card title={t('settle.title')} description={t('settle.description')}>
      <form
        className="ac-settle"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const iso = localInputToIso(at, timeZone);
          if (!iso) {
            setMissing(true);
            return;
          }
          settle.mutate(
            { kind, period, at: iso },
            {
              onSuccess: (r) =>
                toast.success(
                  t('settle.done', { period: r.periodKey, bills: r.bills, paid: r.paid }),
                ),
              onError: (error) => toast.error(apiErrorText(error, i18n.language)),
            },
          );
        }}
      >
        <Field label={t('settle.kind')} htmlFor="ac-settle-kind">
          <Select
            id="ac-settle-kind"
            value={kind}
            onChange={(e) => {
              const next = e.target.value as TContractKind;
              setKind(next);
              setPeriod(KIND_PERIODS[next][0]!);
            }}
          >
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('settle.period')} htmlFor="ac-settle-period">
          <Select
            id="ac-settle-period"
            value={period}
            onChange={(e) => setPeriod(e.target.value as TContractPeriod)}
          >
            {KIND_PERIODS[kind].map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('settle.at', { offset: offset() })}
          htmlFor="ac-settle-at"
          errors={[missing ? t('settle.atRequired') : undefined]}
        >
          <Input
            id="ac-settle-at"
            type="datetime-local"
            step={60}
            value={at}
            invalid={missing}
            onChange={(e) => {
              setAt(e.target.value);
              if (e.target.value) setMissing(false);
            }}
          />
        </Field>
        <Button type="submit" variant="primary" loading={settle.isPending}>
          {t('settle.submit')}
        </Button>
      </form>
    </Card>
  );
}
