import { GAME_TYPES, type TAdminGame, type TAdminGameQuery } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Input, Select } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Pill } from '../../../components/ui/pill';
import { Switch } from '../../../components/ui/switch';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGames, useUpdateGame, useVendors } from '../api/use-games';
import { GameDrawer } from '../components/game-drawer';

const STATES = ['all', 'visible', 'hidden', 'unlisted'] as const;

function readQuery(params: URLSearchParams): TAdminGameQuery {
  const state = params.get('state');
  return {
    vendor: params.get('vendor') || undefined,
    gameType: (params.get('type') || undefined) as TAdminGameQuery['gameType'],
    q: params.get('q') || undefined,
    state: (STATES as readonly string[]).includes(state ?? '')
      ? (state as TAdminGameQuery['state'])
      : 'all',
    page: Number(params.get('page')) || 1,
    pageSize: Number(params.get('pageSize')) || 50,
  };
}

/** The game's name in the interface language: the operator's, then the vendor's. */
function nameOf(game: TAdminGame, lang: string): string {
  const l = lang.slice(0, 2);
  return (
    game.customNames?.[l] ||
    game.names[l] ||
    game.customNames?.en ||
    game.names.en ||
    Object.values(game.names)[0] ||
    game.gameCode
  );
}

function GamesScreen() {
  const { t, i18n } = useTranslation('games');
  const canManage = useCan('games.manage');
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [search, setSearch] = useState(query.q ?? '');
  const debounced = useDebouncedValue(search, 300);
  const effective = {
    ...query,
    q: debounced || undefined,
    page: debounced === (query.q ?? '') ? query.page : 1,
  };
  const games = useGames(effective);
  const vendors = useVendors();
  const update = useUpdateGame();
  const [editingId, setEditingId] = useState<number | null>(null);
  const lang = i18n.language;
  const editing = games.data?.items.find((g) => g.id === editingId) ?? null;

  function set(patch: Record<string, string | number | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  }

  const columns = useMemo<ColumnDef<TAdminGame, unknown>[]>(
    () => [
      {
        id: 'icon',
        header: t('games.icon'),
        enableSorting: false,
        meta: { label: t('games.icon'), noExport: true },
        cell: ({ row }) => (
          <img
            className="game-thumb"
            src={row.original.iconUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
        ),
      },
      {
        id: 'name',
        header: t('games.name'),
        meta: { label: t('games.name'), csv: (g: TAdminGame) => nameOf(g, lang) },
        cell: ({ row }) => (
          <span>
            {nameOf(row.original, lang)}
            {row.original.customNames && (
              <span className="muted small"> · {t('games.customName')}</span>
            )}
          </span>
        ),
      },
      { accessorKey: 'vendor', header: t('games.vendor'), meta: { label: t('games.vendor') } },
      {
        accessorKey: 'gameCode',
        header: t('games.code'),
        meta: { label: t('games.code') },
        cell: ({ row }) => <span className="mono">{row.original.gameCode}</span>,
      },
      { accessorKey: 'gameType', header: t('games.type'), meta: { label: t('games.type') } },
      {
        accessorKey: 'gameClassify',
        header: t('games.classify'),
        meta: { label: t('games.classify') },
      },
      {
        id: 'state',
        header: t('games.state'),
        meta: { label: t('games.state') },
        cell: ({ row }) =>
          !row.original.listed ? (
            <Pill tone="neutral">{t('games.unlisted')}</Pill>
          ) : row.original.hidden ? (
            <Pill tone="warning">{t('games.hidden')}</Pill>
          ) : (
            <Pill tone="success">{t('games.shown')}</Pill>
          ),
      },
      ...(['hidden', 'hot', 'new'] as const).map((flag): ColumnDef<TAdminGame, unknown> => ({
        id: flag,
        header: t(`games.${flag}`),
        enableSorting: false,
        meta: { label: t(`games.${flag}`) },
        cell: ({ row }) => {
          const g = row.original;
          const value =
            flag === 'hidden'
              ? g.hidden
              : flag === 'hot'
                ? (g.hotOverride ?? g.vendorHot)
                : (g.newOverride ?? g.vendorNew);
          const body =
            flag === 'hidden'
              ? { hidden: !value }
              : flag === 'hot'
                ? { hotOverride: !value }
                : { newOverride: !value };
          return (
            <Switch
              checked={value}
              disabled={!canManage}
              label={
                <span className="visually-hidden">
                  {t(`games.toggle.${flag}`, { code: g.gameCode })}
                </span>
              }
              onChange={() => update.mutate({ id: g.id, body })}
            />
          );
        },
      })),
      {
        accessorKey: 'sortOrder',
        header: t('games.sortOrder'),
        meta: { label: t('games.sortOrder') },
        cell: ({ row }) => row.original.sortOrder ?? <span className="muted">—</span>,
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('actions')}</span>,
        enableSorting: false,
        enableHiding: false,
        meta: { noExport: true, className: 'actions' },
        cell: ({ row }) =>
          canManage && (
            <Button
              size="sm"
              variant="ghost"
              icon={<Pencil size={14} />}
              aria-label={t('games.editGame', { code: row.original.gameCode })}
              onClick={() => setEditingId(row.original.id)}
            >
              {t('edit')}
            </Button>
          ),
      },
    ],
    [t, lang, canManage, update],
  );

  const filtered = query.vendor || query.gameType || query.q || query.state !== 'all';

  return (
    <div className="page">
      <PageHeader title={t('games.title')} description={t('games.description')} />
      {games.isError && <Banner tone="danger">{apiErrorText(games.error, lang)}</Banner>}
      {update.isError && <Banner tone="danger">{apiErrorText(update.error, lang)}</Banner>}
      <DataTable
        caption={t('games.title')}
        data={games.data?.items ?? []}
        columns={columns}
        getRowId={(g) => String(g.id)}
        loading={games.isPending || games.isPlaceholderData}
        emptyText={t('games.empty')}
        csvFilename={`games-page-${query.page}.csv`}
        initialHidden={{ gameClassify: false }}
        toolbar={
          <div className="filters">
            <Input
              type="search"
              aria-label={t('games.search')}
              placeholder={t('games.search')}
              value={search}
              maxLength={60}
              onChange={(e) => {
                setSearch(e.target.value);
                set({ q: e.target.value || undefined });
              }}
            />
            <Select
              aria-label={t('games.vendor')}
              className="filters__select"
              value={query.vendor ?? ''}
              onChange={(e) => set({ vendor: e.target.value || undefined })}
            >
              <option value="">{t('games.anyVendor')}</option>
              {(vendors.data ?? []).map((v) => (
                <option key={v.code} value={v.code}>
                  {v.code} · {v.name}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t('games.type')}
              className="filters__select"
              value={query.gameType ?? ''}
              onChange={(e) => set({ type: e.target.value || undefined })}
            >
              <option value="">{t('games.anyType')}</option>
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t('games.state')}
              className="filters__select"
              value={query.state}
              onChange={(e) =>
                set({ state: e.target.value === 'all' ? undefined : e.target.value })
              }
            >
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`games.states.${s}`)}
                </option>
              ))}
            </Select>
            {filtered && (
              <Button
                size="sm"
                variant="ghost"
                icon={<X size={14} />}
                onClick={() => {
                  setSearch('');
                  setParams(new URLSearchParams());
                }}
              >
                {t('clearFilters')}
              </Button>
            )}
          </div>
        }
        footer={
          games.data && (
            <Pager
              page={games.data.page}
              pageSize={games.data.pageSize}
              total={games.data.total}
              onPage={(page) => set({ page })}
              onPageSize={(pageSize) => set({ pageSize, page: 1 })}
            />
          )
        }
      />
      {editing && <GameDrawer key={editing.id} game={editing} onClose={() => setEditingId(null)} />}
    </div>
  );
}

/** /games/catalogue — the catalogue with the operator's overrides. */
export function GamesRoute() {
  return (
    <RequirePermission permission="games.read">
      <GamesScreen />
    </RequirePermission>
  );
}
