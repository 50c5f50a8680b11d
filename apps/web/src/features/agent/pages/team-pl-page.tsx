import { AGENT_TEAM_API, type TTeamFigures } from '@lw/contracts';
import { ChartNoAxesCombined } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, SignedAmount } from '../../../components/records/record-money';
import { RecordsView } from '../../../components/records/records-view';
import { TableRegion } from '../../../components/records/table-region';
import {
  RECORDS_PAGE_SIZE,
  recordsPageCount,
  usePagedFilters,
} from '../../../components/records/use-paged-filters';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { ResultLine } from '../../../components/ui/result-line';
import { errorText } from '../../../lib/error-text';
import { useTeamPl } from '../api/team-api';
import {
  CsvButton,
  periodQuery,
  periodReady,
  TeamFilters,
  TODAY,
  type TPeriodFilter,
} from '../components/team-period';
import '../components/agent-team.css';

interface TFilters extends TPeriodFilter {
  agentId: number | undefined;
}

const FIGURES = [
  'deposits',
  'withdrawals',
  'bets',
  'validBets',
  'wins',
  'rebates',
  'bonuses',
  'profitLoss',
] as const satisfies readonly (keyof TTeamFigures)[];

function FigureCells({ figures, currency }: { figures: TTeamFigures; currency: string }) {
  const { t } = useTranslation('pages');
  return (
    <>
      {FIGURES.map((key) => (
        <td key={key} data-label={t(`team.col.${key}`)}>
          {key === 'profitLoss' ? (
            <SignedAmount minor={figures[key]} currency={currency} />
          ) : (
            <Amount minor={figures[key]} currency={currency} />
          )}
        </td>
      ))}
    </>
  );
}

function FigureHead({ first }: { first: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <thead>
      <tr>
        {first}
        {FIGURES.map((key) => (
          <th key={key} scope="col">
            {t(`team.col.${key}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * palStatementsAgentCopy: P/L per direct downline (each row its whole subtree, itself
 * included) and per level, with totals; an agent row opens that agent's own report.
 */
export default function TeamPlPage() {
  const { t, i18n } = useTranslation('pages');
  const { filters, change, page, setPage } = usePagedFilters<TFilters>({
    ...TODAY,
    agentId: undefined,
  });
  const query = {
    ...periodQuery(filters),
    ...(filters.agentId ? { agentId: filters.agentId } : {}),
    page,
    pageSize: RECORDS_PAGE_SIZE,
  };
  const pl = useTeamPl(query, periodReady(filters));
  const data = pl.data;
  const currency = data?.currency ?? '';

  return (
    <div className="agent-team">
      <TeamFilters
        label={t('team.filters')}
        filter={filters}
        onChange={(f) => change({ ...f, agentId: filters.agentId })}
      />
      {pl.isError ? (
        <ResultLine result={{ tone: 'error', text: errorText(pl.error, i18n.language) }} />
      ) : null}
      {data ? (
        <div className="agent-team__bar">
          <nav aria-label={t('team.members.path')}>
            <ol className="agent-team__crumbs">
              {data.breadcrumb.map((crumb, i, all) => (
                <li key={crumb.id}>
                  {i === all.length - 1 ? (
                    <span aria-current="location">{crumb.username}</span>
                  ) : (
                    <button
                      type="button"
                      className="agent-team__link"
                      onClick={() => change({ agentId: i === 0 ? undefined : crumb.id })}
                    >
                      {crumb.username}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <CsvButton path={AGENT_TEAM_API.plCsv} query={query} name="team-pl" />
        </div>
      ) : null}
      <p className="agent-team__note">{t('team.profitRule')}</p>
      <RecordsView
        pending={pl.isPending && periodReady(filters)}
        empty={
          data && data.rows.length === 0 ? (
            <EmptyState
              icon={<ChartNoAxesCombined size={28} />}
              title={t('team.pl.emptyTitle')}
              text={t('team.pl.emptyText')}
              className="empty--panel"
            />
          ) : null
        }
      >
        {data ? (
          <>
            <TableRegion label={t('team.pl.byDownline')} busy={pl.isFetching}>
              <table className="table table--stack">
                <caption className="card__title">{t('team.pl.byDownline')}</caption>
                <FigureHead
                  first={
                    <>
                      <th scope="col">{t('team.col.username')}</th>
                      <th scope="col">{t('team.col.teamSize')}</th>
                    </>
                  }
                />
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row" data-label={t('team.col.username')}>
                        {row.kind === 'agent' ? (
                          <button
                            type="button"
                            className="agent-team__link"
                            onClick={() => change({ agentId: row.id })}
                            aria-label={t('team.pl.open', { name: row.username })}
                          >
                            {row.username}
                          </button>
                        ) : (
                          row.username
                        )}
                      </th>
                      <td data-label={t('team.col.teamSize')}>{row.teamSize}</td>
                      <FigureCells figures={row} currency={currency} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
            <Pagination page={page} totalPages={recordsPageCount(data.total)} onChange={setPage} />
            <TableRegion label={t('team.pl.byLevel')}>
              <table className="table table--stack">
                <caption className="card__title">{t('team.pl.byLevel')}</caption>
                <FigureHead first={<th scope="col">{t('team.col.level')}</th>} />
                <tbody>
                  {data.levels.map((level) => (
                    <Fragment key={level.level}>
                      <tr>
                        <th scope="row" data-label={t('team.col.level')}>
                          {t('team.pl.level', { level: level.level })}
                        </th>
                        <FigureCells figures={level} currency={currency} />
                      </tr>
                    </Fragment>
                  ))}
                  <tr className="agent-team__total">
                    <th scope="row" data-label={t('team.col.level')}>
                      {t('team.pl.total')}
                    </th>
                    <FigureCells figures={data.totals} currency={currency} />
                  </tr>
                </tbody>
              </table>
            </TableRegion>
          </>
        ) : null}
      </RecordsView>
    </div>
  );
}
