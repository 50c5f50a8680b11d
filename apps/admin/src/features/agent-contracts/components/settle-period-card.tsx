import {
  CONTRACT_KINDS,
  KIND_PERIODS,
  type TContractKind,
  type TContractPeriod,
} from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/form/choice-field';
import { ValueField } from '../../../components/form/value-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
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
        <ChoiceField
          id="ac-settle-kind"
          label={t('settle.kind')}
          choices={CONTRACT_KINDS}
          labelOf={(k) => t(`kind.${k}`)}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setPeriod(KIND_PERIODS[next][0]!);
          }}
        />
        <ChoiceField
          id="ac-settle-period"
          label={t('settle.period')}
          choices={KIND_PERIODS[kind]}
          labelOf={(p) => t(`period.${p}`)}
          value={period}
          onChange={setPeriod}
        />
        <ValueField
          id="ac-settle-at"
          label={t('settle.at', { offset: offset() })}
          errors={[missing ? t('settle.atRequired') : undefined]}
          type="datetime-local"
          step={60}
          value={at}
          invalid={missing}
          onChange={(next) => {
            setAt(next);
            if (next) setMissing(false);
          }}
        />
        <Button type="submit" variant="primary" loading={settle.isPending}>
          {t('settle.submit')}
        </Button>
      </form>
    </Card>
  );
}
