import { dayOfInstant, type ZVipMonthlyResult } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSiteTimeZone } from '../../../lib/datetime';
import { useRunVipMonthly } from '../api/vip-api';

type TVipMonthlyResult = z.infer<typeof ZVipMonthlyResult>;

/** The month before the one of `day` (YYYY-MM-DD), as YYYY-MM. */
function monthBefore(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The keep-level review and monthly bonus of one month, by hand (the job runs it on the 1st in
 * the site's zone). Once per member and month: a second run reviews and pays nothing.
 */
export function MonthlyReview({ canRun }: { canRun: boolean }) {
  const { t, i18n } = useTranslation('vip');
  const timeZone = useSiteTimeZone();
  const run = useRunVipMonthly();
  const [month, setMonth] = useState(() => monthBefore(dayOfInstant(new Date(), timeZone)));
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ month: string; done: TVipMonthlyResult } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const onRun = async () => {
    setError(null);
    try {
      const done = await run.mutateAsync(month);
      setResult({ month, done });
    } catch (e) {
      setError(apiErrorText(e, i18n.language));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Card title={t('monthly.title')} description={t('monthly.description')}>
      <div className="vip-window">
        <Field label={t('monthly.month')} htmlFor="vip-month" hint={t('monthly.monthHint')}>
          <Input
            id="vip-month"
            type="month"
            value={month}
            invalid={!valid}
            onChange={(e) => setMonth(e.target.value)}
          />
        </Field>
        {canRun && (
          <Button
            variant="primary"
            disabled={!valid}
            loading={run.isPending}
            onClick={() => setAsking(true)}
          >
            {t('monthly.run')}
          </Button>
        )}
      </div>
      {error && <Banner tone="danger">{error}</Banner>}
      {result && (
        <Banner tone="success" title={t('monthly.doneTitle', { month: result.month })}>
          {t('monthly.done', {
            reviewed: result.done.reviewed,
            dropped: result.done.dropped,
            paid: result.done.paid,
          })}
        </Banner>
      )}
      <ConfirmDialog
        open={asking}
        title={t('monthly.confirmTitle', { month })}
        description={t('monthly.confirm')}
        confirmLabel={t('monthly.run')}
        loading={run.isPending}
        onConfirm={() => void onRun()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
