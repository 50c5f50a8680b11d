import { clsx } from 'clsx';
import { ArrowDownToLine, ArrowUpFromLine, Headphones, Mail } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSiteConfig } from '../../../api/get-permission';
import { usePublicState } from '../../../api/member';
import { openChat } from '../../chat';
import { DepositPage } from '../../deposit';
import { messagesPage } from '../../messages';
import { WithdrawPage } from '../../withdraw';
import { PendingOffersDialog } from '../contracts/pending-offers-dialog';
import { AGENT_PAGES, DEFAULT_AGENT_PAGE, type TAgentPage } from '../pages/agent-pages';

/**
 * The quick actions' pages (spec §2: "the agent centre also has deposit, withdraw, messages"): the
 * member features themselves, since an agent's wallet and inbox are a member's, shown inside the
 * agent centre under the same ?page= keys as in the member centre.
 */
const TOOLS = [
  { key: 'depositv2', label: 'agent.deposit', icon: ArrowDownToLine },
  { key: 'withdraw', label: 'agent.withdraw', icon: ArrowUpFromLine },
  { key: 'messageV2', label: 'agent.messages', icon: Mail },
] as const;
type TTool = (typeof TOOLS)[number]['key'];

function toolPage(tool: TTool): ReactNode {
  if (tool === 'depositv2') return <DepositPage />;
  if (tool === 'withdraw') return <WithdrawPage />;
  return messagesPage(tool);
}

/** The agent centre (spec §2 "Agent centre pages"); team overview is the default page. */
export function AgentHomeRoute() {
  const { t } = useTranslation('pages');
  const config = useSiteConfig();
  const flags = config.modules.agentContractTypes;
  // The open page lives in the address (?page=), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const pages = AGENT_PAGES.filter((p) => !p.flag || flags[p.flag]);
  const asked = params.get('page');
  const tool = TOOLS.find((t) => t.key === asked) ?? null;
  const page = pages.find((p) => p.key === asked)?.key ?? DEFAULT_AGENT_PAGE;
  const setPage = (key: TAgentPage | TTool) => setParams({ page: key });
  const current = pages.find((p) => p.key === page) ?? pages[0]!;
  const { Page } = current;
  const CurrentIcon = tool?.icon ?? current.icon;
  const unread = usePublicState().data?.unreadMessage ?? 0;
  const contractsOn = Object.values(flags).some(Boolean);

  return (
    <div className="agent-home">
      <nav className="agent-home__menu" aria-label={t('agent.menu')}>
        <ul>
          {pages.map(({ key, icon: Icon }) => (
            <li key={key}>
              <button
                type="button"
                className={clsx('agent-home__link', !tool && key === page && 'is-active')}
                aria-current={!tool && key === page ? 'page' : undefined}
                onClick={() => setPage(key)}
              >
                <Icon size={18} aria-hidden="true" />
                <span>{t(`agent.page.${key}`)}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="agent-home__quick">
          {TOOLS.map(({ key, label, icon: Icon }) => (
            <button
              key={key}
              type="button"
              className={clsx('chip', tool?.key === key && 'is-active')}
              aria-current={tool?.key === key ? 'page' : undefined}
              onClick={() => setPage(key)}
            >
              <Icon size={16} aria-hidden="true" />
              {t(label)}
              {key === 'messageV2' && unread > 0 ? (
                <span className="count-badge">{unread}</span>
              ) : null}
            </button>
          ))}
          {/* The in-app live chat with the operators, as the member site opens it. */}
          <button type="button" className="chip" onClick={openChat}>
            <Headphones size={16} aria-hidden="true" />
            {t('agent.customerService')}
          </button>
        </div>
      </nav>
      <section className="agent-home__content" aria-labelledby="agent-page-title">
        <div className="member__head">
          <span className="page__icon" aria-hidden="true">
            <CurrentIcon size={24} />
          </span>
          <div>
            <h1 id="agent-page-title" className="page__title">
              {tool ? t(tool.label) : t(`agent.page.${page}`)}
            </h1>
          </div>
        </div>
        <Suspense fallback={<div className="skeleton agent-home__loading" aria-busy="true" />}>
          {tool ? toolPage(tool.key) : <Page />}
        </Suspense>
      </section>
      {/* Offers waiting for an answer open a dialog when the agent centre opens (spec §2). */}
      {contractsOn ? <PendingOffersDialog /> : null}
    </div>
  );
}
