import { useTranslation } from 'react-i18next';

/** Action names the server writes; unknown ones are shown as their code only. */
export const KNOWN_ACTIONS = [
  'settings.update',
  'operator.create',
  'operator.update',
  'operator.update_password',
  'operator.login',
  'operator.logout',
  'operator.login_failed',
  'operator.locked',
  'operator.password_changed',
  'account.create_agent',
  'account.set_status',
  'account.reset_password',
  'account.end_sessions',
  'account.move_upline',
  'account.register',
  'job.rerun',
  'events.replay',
] as const;

/** An audit action in words, with its code beside it. */
export function ActionLabel({ action }: { action: string }) {
  const { t } = useTranslation('audit');
  const label = t(`actions.${action.replaceAll('.', '_')}`, { defaultValue: '' });
  return (
    <span className="action-label">
      {label && <span>{label}</span>}
      <code className="code-chip">{action}</code>
    </span>
  );
}
