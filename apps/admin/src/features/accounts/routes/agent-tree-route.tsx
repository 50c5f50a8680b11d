import type { TAgentTreeNode } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { ChevronRight, Lock, LockOpen, MoveRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { DebouncedSearch } from '../../../components/ui/debounced-search';
import { PageHeader } from '../../../components/ui/page-header';
import { ResultPager } from '../../../components/ui/pager';
import { apiErrorText } from '../../../lib/api-error-text';
import { useAgentTree, type AgentTreeView } from '../api/agent-tree-api';
import { AccountStatusPill, AccountTypeBadge } from '../components/account-badges';
import { MoveUplineDialog } from '../components/move-upline-dialog';
import { StatusDialog } from '../components/status-dialog';
import './agent-tree.css';

function readView(params: URLSearchParams): AgentTreeView {
  const parent = Number(params.get('parentId'));
  return {
    parentId: Number.isInteger(parent) && parent > 0 ? parent : undefined,
    q: params.get('q')?.trim() || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function toParams(view: AgentTreeView): URLSearchParams {
  const out = new URLSearchParams();
  if (view.q) out.set('q', view.q);
  else if (view.parentId) out.set('parentId', String(view.parentId));
  if (view.page > 1) out.set('page', String(view.page));
  return out;
}

type TAction = { kind: 'move' | 'lock' | 'unlock'; node: TAgentTreeNode };

function AgentTreeScreen() {
  const { t, i18n } = useTranslation('accounts');
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const tree = useAgentTree(view);
  const canManage = useCan('members.manage');
  const [action, setAction] = useState<TAction | null>(null);
  const go = (next: AgentTreeView) => setParams(toParams(next));

  const columns = useMemo<ColumnDef<TAgentTreeNode, unknown>[]>(
    () => [
      {
        accessorKey: 'username',
        header: t('username'),
        meta: { label: t('username') },
        cell: ({ row }) => (
          <Link to={`/accounts/${row.original.id}`} className="mono table-link">
            {row.original.username}
          </Link>
        ),
      },
      { accessorKey: 'nickname', header: t('nickname'), meta: { label: t('nickname') } },
      {
        accessorKey: 'type',
        header: t('type'),
        meta: { label: t('type'), csv: (row) => t(`types.${row.type}`) },
        cell: ({ row }) => <AccountTypeBadge type={row.original.type} />,
      },
      {
        accessorKey: 'status',
        header: t('status'),
        meta: { label: t('status'), csv: (row) => t(`statuses.${row.status}`) },
        cell: ({ row }) => <AccountStatusPill status={row.original.status} />,
      },
      {
        accessorKey: 'uplineUsername',
        header: t('upline'),
        meta: { label: t('upline') },
        cell: ({ row }) => (
          <span className="mono">{row.original.uplineUsername ?? t('topLevel')}</span>
        ),
      },
      {
        accessorKey: 'depth',
        header: t('depth'),
        meta: { label: t('depth'), className: 'num' },
      },
      {
        accessorKey: 'directCount',
        header: t('agentTree.direct'),
        meta: { label: t('agentTree.direct'), className: 'num' },
      },
      {
        accessorKey: 'teamSize',
        header: t('agentTree.team'),
        meta: { label: t('agentTree.team'), className: 'num' },
      },
      {
        id: 'actions',
        header: t('agentTree.actions'),
        meta: { label: t('agentTree.actions'), noExport: true, className: 'actions' },
        enableSorting: false,
        cell: ({ row }) => {
          const node = row.original;
          return (
            <span className="agent-tree__actions">
              {node.isAgent && node.directCount > 0 ? (
                <Button
                  size="sm"
                  icon={<ChevronRight size={14} />}
                  aria-label={t('agentTree.openLevel', { username: node.username })}
                  onClick={() => go({ parentId: node.id, page: 1 })}
                >
                  {t('agentTree.open')}
                </Button>
              ) : null}
              {canManage ? (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<MoveRight size={14} />}
                    aria-label={t('agentTree.moveOf', { username: node.username })}
                    onClick={() => setAction({ kind: 'move', node })}
                  >
                    {t('agentTree.move')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={node.status === 'locked' ? <LockOpen size={14} /> : <Lock size={14} />}
                    aria-label={t(
                      node.status === 'locked' ? 'agentTree.unlockOf' : 'agentTree.lockOf',
                      { username: node.username },
                    )}
                    onClick={() =>
                      setAction({ kind: node.status === 'locked' ? 'unlock' : 'lock', node })
                    }
                  >
                    {node.status === 'locked' ? t('agentTree.unlock') : t('agentTree.lock')}
                  </Button>
                </>
              ) : null}
            </span>
          );
        },
      },
    ],
    // `go` only writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, canManage],
  );
  const serverColumns = useMemo(
    () => columns.map((c) => ({ ...c, enableSorting: false })),
    [columns],
  );
  const data = tree.data;

  return (
    <div className="page">
      <PageHeader title={t('agentTree.title')} description={t('agentTree.description')} />
      <nav aria-label={t('agentTree.path')} className="agent-tree__path">
        <ol>
          <li>
            {view.parentId || view.q ? (
              <Button size="sm" variant="ghost" onClick={() => go({ page: 1 })}>
                {t('agentTree.top')}
              </Button>
            ) : (
              <span aria-current="page">{t('agentTree.top')}</span>
            )}
          </li>
          {(data?.chain ?? []).map((step, i, chain) => (
            <li key={step.id}>
              {i === chain.length - 1 ? (
                <span aria-current="page" className="mono">
                  {step.username}
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  className="mono"
                  onClick={() => go({ parentId: step.id, page: 1 })}
                >
                  {step.username}
                </Button>
              )}
            </li>
          ))}
          {view.q ? <li aria-current="page">{t('agentTree.searchOf', { q: view.q })}</li> : null}
        </ol>
      </nav>
      {tree.isError && <Banner tone="danger">{apiErrorText(tree.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('agentTree.title')}
        data={data?.items ?? []}
        columns={serverColumns}
        getRowId={(n) => String(n.id)}
        loading={tree.isPending || tree.isPlaceholderData}
        emptyText={t('agentTree.empty')}
        csvFilename="agent-tree.csv"
        toolbar={
          <div className="filters">
            <DebouncedSearch
              label={t('agentTree.searchLabel')}
              placeholder={t('agentTree.searchPlaceholder')}
              value={view.q ?? ''}
              onSearch={(q) => go({ ...(q ? { q } : { parentId: view.parentId }), page: 1 })}
            />
          </div>
        }
        footer={<ResultPager result={data} onChange={({ page }) => go({ ...view, page })} />}
      />
      {action?.kind === 'move' ? (
        <MoveUplineDialog account={action.node} onClose={() => setAction(null)} />
      ) : action ? (
        <StatusDialog account={action.node} action={action.kind} onClose={() => setAction(null)} />
      ) : null}
    </div>
  );
}

/** /agent-tree — the agent tree level by level, a username search, moves and locks. */
export function AgentTreeRoute() {
  return (
    <RequirePermission permission="members.read">
      <AgentTreeScreen />
    </RequirePermission>
  );
}
