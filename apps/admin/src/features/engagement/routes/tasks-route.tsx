import {
  ENGAGEMENT_API,
  pickLocalized,
  TASK_KINDS,
  type TEngagementTask,
  type TTaskKind,
} from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatMoney } from '../../../lib/money';
import {
  useCreateTask,
  useEngagementTasks,
  useSetActive,
  useSetSignInRewards,
  useSignInRewards,
} from '../api/engagement-api';
import { EMPTY_TITLE, minorOf, TitleFields } from '../components/form-bits';
import '../engagement.css';

/** Categories a bet or rounds task may count (the catalogue's codes). */
const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT', 'PVP', 'ESPORTS'] as const;

function SignInRewardsCard() {
  const { t, i18n } = useTranslation('engagement');
  const current = useSignInRewards();
  const save = useSetSignInRewards();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (current.data) setText(current.data.amounts.map((a) => formatMoney(a, 'en')).join('; '));
  }, [current.data]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amounts = text.split(';').map((part) => minorOf(part.trim()));
    if (amounts.length === 0 || amounts.some((a) => a === null)) return setInvalid(true);
    setInvalid(false);
    save.mutate(amounts as number[]);
  };
  return (
    <Card title={t('signIn.title')} description={t('signIn.description')}>
      <form className="eg-form" onSubmit={submit} aria-label={t('signIn.title')}>
        <Field label={t('signIn.amounts')} htmlFor="si-amounts" hint={t('signIn.amountsHint')}>
          <Input id="si-amounts" value={text} required onChange={(e) => setText(e.target.value)} />
        </Field>
        <Button type="submit" loading={save.isPending} disabled={!useCan('cashier.manage')}>
          {t('form.save')}
        </Button>
      </form>
      {invalid && <Banner tone="danger">{t('form.amountInvalid')}</Banner>}
      {save.isError && <Banner tone="danger">{apiErrorText(save.error, i18n.language)}</Banner>}
    </Card>
  );
}

function CreateTask() {
  const { t, i18n } = useTranslation('engagement');
  const create = useCreateTask();
  const [title, setTitle] = useState(EMPTY_TITLE);
  const [kind, setKind] = useState<TTaskKind>('deposit');
  const [target, setTarget] = useState('');
  const [category, setCategory] = useState('');
  const [reward, setReward] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const goal =
      kind === 'rounds' ? (/^\d+$/.test(target) ? Number(target) : null) : minorOf(target);
    const amount = minorOf(reward);
    if (goal === null || amount === null) return setInvalid(true);
    setInvalid(false);
    create.mutate(
      {
        kind,
        target: goal,
        category: kind === 'deposit' || !category ? null : category,
        rewardAmount: amount,
        title,
      },
      { onSuccess: () => setTitle(EMPTY_TITLE) },
    );
  };
  return (
    <Card title={t('tasks.create')}>
      <form className="eg-form" onSubmit={submit} aria-label={t('tasks.create')}>
        <TitleFields id="task-title" value={title} onChange={setTitle} />
        <Field label={t('tasks.kind')} htmlFor="task-kind">
          <Select
            id="task-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as TTaskKind)}
          >
            {TASK_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`tasks.kinds.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={kind === 'rounds' ? t('tasks.targetRounds') : t('tasks.targetAmount')}
          htmlFor="task-target"
        >
          <Input
            id="task-target"
            inputMode="decimal"
            required
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          />
        </Field>
        {kind !== 'deposit' && (
          <Field label={t('tasks.category')} htmlFor="task-category">
            <Select
              id="task-category"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
            >
              <option value="">{t('any')}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`tasks.categories.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t('tasks.reward')} htmlFor="task-reward">
          <Input
            id="task-reward"
            inputMode="decimal"
            required
            value={reward}
            onChange={(e) => setReward(e.target.value)}
          />
        </Field>
        <Button type="submit" loading={create.isPending}>
          {t('tasks.createAction')}
        </Button>
      </form>
      {invalid && <Banner tone="danger">{t('form.amountInvalid')}</Banner>}
      {create.isError && <Banner tone="danger">{apiErrorText(create.error, i18n.language)}</Banner>}
      {create.isSuccess && <Banner tone="success">{t('form.saved')}</Banner>}
    </Card>
  );
}

function TasksScreen() {
  const { t, i18n } = useTranslation('engagement');
  const canManage = useCan('cashier.manage');
  const tasks = useEngagementTasks();
  const setActive = useSetActive(ENGAGEMENT_API.admin.taskActive);
  const columns = useMemo<ColumnDef<TEngagementTask, unknown>[]>(
    () => [
      { accessorKey: 'id', header: 'ID', meta: { label: 'ID', className: 'num' } },
      {
        id: 'title',
        accessorFn: (x) => pickLocalized(x.title, i18n.language),
        header: t('form.titleColumn'),
        meta: { label: t('form.titleColumn') },
      },
      {
        id: 'kind',
        accessorFn: (x) => t(`tasks.kinds.${x.kind}`),
        header: t('tasks.kind'),
        meta: { label: t('tasks.kind') },
      },
      {
        id: 'target',
        accessorFn: (x) => x.target,
        header: t('tasks.target'),
        meta: { label: t('tasks.target'), className: 'num' },
        cell: ({ row }) =>
          row.original.kind === 'rounds' ? (
            row.original.target
          ) : (
            <Money minor={row.original.target} />
          ),
      },
      {
        id: 'category',
        accessorFn: (x) => x.category ?? '',
        header: t('tasks.category'),
        meta: { label: t('tasks.category') },
        cell: ({ row }) => row.original.category ?? t('any'),
      },
      {
        accessorKey: 'rewardAmount',
        header: t('tasks.reward'),
        meta: { label: t('tasks.reward'), className: 'num' },
        cell: ({ row }) => <Money minor={row.original.rewardAmount} />,
      },
      {
        id: 'active',
        accessorFn: (x) => (x.active ? t('active') : t('paused')),
        header: t('statusTitle'),
        meta: { label: t('statusTitle') },
        cell: ({ row }) => (
          <Pill tone={row.original.active ? 'success' : 'neutral'}>
            {row.original.active ? t('active') : t('paused')}
          </Pill>
        ),
      },
      {
        id: 'actions',
        header: t('actions'),
        enableSorting: false,
        meta: { label: t('actions'), noExport: true },
        cell: ({ row }) =>
          canManage ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                setActive.mutate({ id: row.original.id, active: !row.original.active })
              }
            >
              {row.original.active ? t('pause') : t('resume')}
            </Button>
          ) : null,
      },
    ],
    [t, i18n.language, canManage, setActive],
  );
  return (
    <div className="page">
      <PageHeader title={t('tasks.title')} description={t('tasks.description')} />
      <SignInRewardsCard />
      {canManage && <CreateTask />}
      {tasks.isError && <Banner tone="danger">{apiErrorText(tasks.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('tasks.title')}
        data={tasks.data ?? []}
        columns={columns}
        getRowId={(x) => String(x.id)}
        loading={tasks.isPending}
        emptyText={t('tasks.empty')}
        csvFilename="engagement-tasks.csv"
      />
    </div>
  );
}

/** /engagement/tasks — the sign-in calendar's rewards and the daily tasks. */
export function TasksRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <TasksScreen />
    </RequirePermission>
  );
}
