import type { TPermissionResponse } from '@lw/contracts';
import { clsx } from 'clsx';
import { ExternalLink, Globe, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { probeByImage, type TProbe } from '../lib/probe-domain';
import { useMirrorChecks, type TMirrorCheck } from '../lib/use-mirror-checks';

type TDomainRoute = TPermissionResponse['domainRoutes'][number];

/** Reachable first, fastest first; then those still checking; the unreachable last. */
function rank(check: TMirrorCheck | undefined): number {
  if (check?.status === 'up') return check.latencyMs;
  return check?.status === 'down' ? Number.MAX_SAFE_INTEGER : Number.MAX_SAFE_INTEGER - 1;
}

interface TMirrorListProps {
  routes: readonly TDomainRoute[];
  /** How a domain is measured (a fake in tests). */
  probe?: TProbe;
  /** The host the visitor is on, marked "you are here". */
  currentHost?: string;
}

/** The official domains with a live reachability check in the browser. */
export function MirrorList({
  routes,
  probe = probeByImage,
  currentHost = window.location.hostname,
}: TMirrorListProps) {
  const { t } = useTranslation('pwa');
  const { checks, recheck, checking } = useMirrorChecks(
    routes.map((route) => route.domain),
    probe,
  );
  // The configured order (main site first) breaks ties, so the list does not jump while checking.
  const ordered = routes
    .map((route, index) => ({ route, index }))
    .sort(
      (a, b) =>
        rank(checks[a.route.domain]) - rank(checks[b.route.domain]) ||
        Number(b.route.primary) - Number(a.route.primary) ||
        a.index - b.index,
    );

  return (
    <div className="mirrors">
      <div className="mirrors__bar">
        <Button
          variant="secondary"
          size="sm"
          onClick={recheck}
          aria-busy={checking || undefined}
          icon={<RefreshCw size={16} aria-hidden="true" />}
        >
          {t('mirrors.recheck')}
        </Button>
      </div>
      <ul className="mirrors__list">
        {ordered.map(({ route }) => {
          const check = checks[route.domain] ?? { status: 'checking' };
          return (
            <li
              key={route.domain}
              className={clsx('mirror', `mirror--${check.status}`)}
              data-testid="mirror"
            >
              <span className="mirror__icon" aria-hidden="true">
                <Globe size={20} />
              </span>
              <div className="mirror__main">
                <p className="mirror__domain">
                  <span className="mirror__host">{route.domain}</span>
                  {route.primary ? (
                    <span className="mirror__tag mirror__tag--primary">{t('mirrors.primary')}</span>
                  ) : null}
                  {route.domain === currentHost ? (
                    <span className="mirror__tag">{t('mirrors.current')}</span>
                  ) : null}
                </p>
                {route.label ? <p className="mirror__label">{route.label}</p> : null}
              </div>
              <p className="mirror__status" aria-live="polite">
                <span className="mirror__dot" aria-hidden="true" />
                {check.status === 'checking'
                  ? t('mirrors.checking')
                  : check.status === 'up'
                    ? t('mirrors.reachable')
                    : t('mirrors.unreachable')}
                {check.status === 'up' ? (
                  <span className="mirror__latency tabular">
                    {t('mirrors.latency', { ms: check.latencyMs })}
                  </span>
                ) : null}
              </p>
              <a
                className="btn btn--outline btn--sm mirror__open"
                href={`https://${route.domain}/`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('mirrors.openLabel', { domain: route.domain })}
              >
                <ExternalLink size={16} aria-hidden="true" />
                {t('mirrors.open')}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
