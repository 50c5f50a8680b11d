import { ArrowRight, Lock, Network, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

/** Ways into the member and agent lists (no figures: those belong to the reports). */
export function PlayersCard() {
  const { t } = useTranslation('dashboard');
  const links = [
    { to: '/accounts', label: t('players.all'), icon: Users },
    { to: '/accounts?kind=member', label: t('players.members'), icon: UserPlus },
    { to: '/accounts?kind=agent', label: t('players.agents'), icon: Network },
    { to: '/accounts?status=locked', label: t('players.locked'), icon: Lock },
  ];
  return (
    <Card title={t('players.title')}>
      <ul className="link-list">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="link-list__item">
              <Icon size={16} aria-hidden="true" />
              <span>{label}</span>
              <ArrowRight size={14} aria-hidden="true" className="link-list__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
