import { ZReferralRules, type TReferralRules, type TReferralList } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { MoneyInput, useAllSettings } from '../../settings';
import { useReferralRules, useReferrals, useSaveReferralRules } from '../api/referral-rebate-api';

type TRow = TReferralList['items'][number];

const MONEY_FIELDS = [
  'firstDepositReward',
  'firstDepositMin',
  'betDailyCap',
  'activeMinValidStake',
] as const;

function RulesCard({ saved, canWrite }: { saved: TReferralRules; canWrite: boolean }) {
  const { t, i18n } = useTranslation('referralRebate');
  const toast = useToast();
  const save = useSaveReferralRules();
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const onSave = async () => {
    const parsed = ZReferralRules.safeParse(draft);
    if (!parsed.success) {
      setError(t('rules.invalid'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t('rules.saved'));
    } catch (e) {
      setError(apiErrorText(e, i18n.language));
    }
  };
  return (
    <Card
      title={t('rules.title')}
      description={t('rules.description')}
      actions={
        canWrite ? (
          <Button loading={save.isPending} onClick={() => void onSave()}>
            {t('rules.save')}
          </Button>
        ) : null
      }
    >
      {error && <Banner tone="danger">{error}</Banner>}
      <div className="grid-2">
        {MONEY_FIELDS.map((key) => (
          <Field key={key} label={t(`rules.${key}`)} htmlFor={`referral-${key}`}>
            <MoneyInput
              id={`referral-${key}`}
              className="num"
              value={draft[key]}
              disabled={!canWrite}
              onChange={(minor) => setDraft({ ...draft, [key]: minor })}
            />
          </Field>
        ))}
        <Field
          label={t('rules.betRateBps')}
          htmlFor="referral-betRateBps"
          hint={t('rules.bpsHint')}
        >
          <Input
            id="referral-betRateBps"
            className="num"
            type="number"
            min={0}
            max={1000}
            value={draft.betRateBps}
            disabled={!canWrite}
            onChange={(e) => setDraft({ ...draft, betRateBps: Number(e.target.value) })}
          />
        </Field>
      </div>
    </Card>
  );
}

function ReferralsScreen() {
  const { t, i18n } = useTranslation('referralRebate');
  const { dateTime } = useDateTime();
  const [flagged, setFlagged] = useState(false);
  const list = useReferrals(flagged);
  const rules = useReferralRules();
  const settings = useAllSettings();
  const canWrite = useCan('settings.system.write');
  const currency = settings.data?.cashier.currency;
  const columns = useMemo<ColumnDef<TRow, unknown>[]>(
    () => [
      {
        accessorKey: 'referrer',
        header: t('list.referrer'),
        meta: { label: t('list.referrer') },
        cell: ({ row }) => (
          <Link to={`/accounts/${row.original.referrerId}`} className="mono table-link">
            {row.original.referrer}
          </Link>
        ),
      },
      {
        accessorKey: 'friend',
        header: t('list.friend'),
        meta: { label: t('list.friend') },
        cell: ({ row }) => (
          <Link to={`/accounts/${row.original.friendId}`} className="mono table-link">
            {row.original.friend}
          </Link>
        ),
      },
      {
        accessorKey: 'registeredAt',
        header: t('list.registered'),
        meta: { label: t('list.registered') },
        cell: ({ row }) => dateTime(row.original.registeredAt),
      },
      {
        accessorKey: 'status',
        header: t('list.status'),
        meta: { label: t('list.status') },
        cell: ({ row }) => t(`status.${row.original.status}`),
      },
      {
        id: 'flags',
        header: t('list.flags'),
        meta: { label: t('list.flags'), csv: (r) => r.flags.join(' ') },
        cell: ({ row }) =>
          row.original.flags.length === 0 ? (
            <Pill tone="success">{t('list.clean')}</Pill>
          ) : (
            <span className="referral-flags">
              {row.original.flags.map((f) => (
                <Pill key={f} tone="danger">
                  {t(`flag.${f}`)}
                </Pill>
              ))}
            </span>
          ),
      },
      {
        accessorKey: 'paid',
        header: t('list.paid'),
        meta: { label: t('list.paid'), className: 'num' },
        cell: ({ row }) => <Money minor={row.original.paid} currency={currency} />,
      },
      {
        accessorKey: 'refused',
        header: t('list.refused'),
        meta: { label: t('list.refused'), className: 'num' },
      },
    ],
    [t, dateTime, currency],
  );
  return (
    <div className="page">
      <PageHeader title={t('referrals.title')} description={t('referrals.description')} />
      {rules.data && (
        <RulesCard key={JSON.stringify(rules.data)} saved={rules.data} canWrite={canWrite} />
      )}
      {list.isError && <Banner tone="danger">{apiErrorText(list.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('referrals.title')}
        data={list.data?.items ?? []}
        columns={columns}
        getRowId={(r) => String(r.friendId)}
        loading={list.isPending}
        emptyText={t('list.empty')}
        searchable
        csvFilename="referrals.csv"
        toolbar={
          <label className="checkbox">
            <input
              type="checkbox"
              checked={flagged}
              onChange={(e) => setFlagged(e.target.checked)}
            />{' '}
            {t('list.flaggedOnly')}
          </label>
        }
      />
    </div>
  );
}

/** /engagement/referrals — invite-a-friend rules and every referral with its abuse flags. */
export function ReferralsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <ReferralsScreen />
    </RequirePermission>
  );
}
