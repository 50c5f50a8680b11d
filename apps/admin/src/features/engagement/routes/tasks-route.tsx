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
import { AnyChoiceField, ChoiceField } from '../../../components/form/choice-field';
import { ValueField } from '../../../components/form/value-field';
import { Banner } from '../../../components/ui/banner';
import { DataTable } from '../../../components/ui/data-table';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatMoney } from '../../../lib/money';
import {
  useCreateTask,
  useEngagementTasks,
  useSetActive,
  useSetSignInRewards,
  useSignInRewards,
} from '../api/engagement-api';
import { activeColumn, pauseColumn } from '../components/active-column';
import { FormCard } from '../components/form-card';
import { EMPTY_TITLE, minorOf, TitleFields } from '../components/form-bits';
import '../engagement.css';

/** Categories a bet or rounds task may count (the catalogue's codes). */
const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT', 'PVP', 'ESPORTS'] as const;
type TCategory = (typeof CATEGORIES)[number];

function SignInRewardsCard() {
  const { t } = useTranslation('engagement');
  const canManage = useCan('cashier.manage');
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
    <FormCard
      title={t('signIn.title')}
      description={t('signIn.description')}
      submitLabel={t('form.save')}
      onSubmit={submit}
      pending={save.isPending}
      submitDisabled={!canManage}
      invalid={invalid}
      error={save.error}
    >
      <ValueField
        id="si-amounts"
        label={t('signIn.amounts')}
        hint={t('signIn.amountsHint')}
        required
        value={text}
        onChange={setText}
      />
    </FormCard>
  );
}

function CreateTask() {
  const { t } = useTranslation('engagement');
  const create = useCreateTask();
  const [title, setTitle] = useState(EMPTY_TITLE);
  const [kind, setKind] = useState<TTaskKind>('deposit');
  const [target, setTarget] = useState('');
  const [category, setCategory] = useState<TCategory | undefined>();
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
        category: kind === 'deposit' ? null : (category ?? null),
        rewardAmount: amount,
        title,
      },
      { onSuccess: () => setTitle(EMPTY_TITLE) },
    );
  };
  return (
    <FormCard
      title={t('tasks.create')}
      submitLabel={t('tasks.createAction')}
      onSubmit={submit}
      pending={create.isPending}
      invalid={invalid}
      error={create.error}
      saved={create.isSuccess}
    >
      <TitleFields id="task-title" value={title} onChange={setTitle} />
      <ChoiceField
        id="task-kind"
        label={t('tasks.kind')}
        choices={TASK_KINDS}
        labelOf={(k) => t(`tasks.kinds.${k}`)}
        value={kind}
        onChange={setKind}
      />
      <ValueField
        id="task-target"
        label={kind === 'rounds' ? t('tasks.targetRounds') : t('tasks.targetAmount')}
        inputMode="decimal"
        required
        value={target}
        onChange={setTarget}
      />
      {kind !== 'deposit' && (
        <AnyChoiceField
          id="task-category"
          label={t('tasks.category')}
          choices={CATEGORIES}
          labelOf={(c) => t(`tasks.categories.${c}`)}
          anyLabel={t('any')}
          value={category}
          onChange={setCategory}
        />
      )}
      <ValueField
        id="task-reward"
        label={t('tasks.reward')}
        inputMode="decimal"
        required
        value={reward}
        onChange={setReward}
      />
    </FormCard>
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
      activeColumn(t),
      pauseColumn(t, canManage, setActive.mutate),
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
