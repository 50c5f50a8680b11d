import { clsx } from 'clsx';
import { ArrowDownToLine, ArrowUpFromLine, Headphones, Mail } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSiteConfig } from '../../../api/get-permission';
import { openCustomerService } from '../../chat';
import { AGENT_PAGES, DEFAULT_AGENT_PAGE, type TAgentPage } from '../pages/agent-pages';

/** The agent centre (spec §2 "Agent centre pages"); team overview is the default page. */
export function AgentHomeRoute() {
  const { t } = useTranslation('pages');
  const config = useSiteConfig();
  const flags = config.modules.agentContractTypes;
  // The open page lives in the address (?page=), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const pages = AGENT_PAGES.filter((p) => !p.flag || flags[p.flag]);
  const page = pages.find((p) => p.key === params.get('page'))?.key ?? DEFAULT_AGENT_PAGE;
  const setPage = (key: TAgentPage) => setParams({ page: key });
  const hasSupport = config.customerService.length > 0;
  const current = pages.find((p) => p.key === page) ?? pages[0]!;
  const { Page } = current;
  const CurrentIcon = current.icon;

  return (
    <div className="agent-home">
      <nav className="agent-home__menu" aria-label={t('agent.menu')}>
        <ul>
          {pages.map(({ key, icon: Icon }) => (
            <li key={key}>
              <button
                type="button"
                className={clsx('agent-home__link', key === page && 'is-active')}
                aria-current={key === page ? 'page' : undefined}
                onClick={() => setPage(key)}
              >
                <Icon size={18} aria-hidden="true" />
                <span>{t(`agent.page.${key}`)}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="agent-home__quick">
          <button type="button" className="chip" disabled>
            <ArrowDownToLine size={16} aria-hidden="true" />
            {t('agent.deposit')}
          </button>
          <button type="button" className="chip" disabled>
            <ArrowUpFromLine size={16} aria-hidden="true" />
            {t('agent.withdraw')}
          </button>
          <button type="button" className="chip" disabled>
            <Mail size={16} aria-hidden="true" />
            {t('agent.messages')}
          </button>
          {hasSupport ? (
            <button
              type="button"
              className="chip"
              onClick={() => openCustomerService(config.customerService)}
            >
              <Headphones size={16} aria-hidden="true" />
              {t('agent.customerService')}
            </button>
          ) : null}
        </div>
      </nav>
      <section className="agent-home__content" aria-labelledby="agent-page-title">
        <div className="member__head">
          <span className="page__icon" aria-hidden="true">
            <CurrentIcon size={24} />
          </span>
          <div>
            <h1 id="agent-page-title" className="page__title">
              {t(`agent.page.${page}`)}
            </h1>
            <p className="page__subtitle">{t('agent.periodNote')}</p>
          </div>
        </div>
        <Suspense fallback={<div className="skeleton agent-home__loading" aria-busy="true" />}>
          <Page />
        </Suspense>
      </section>
    </div>
  );
}
