import { ArrowLeft, BadgePercent, Clock3, Coins, User, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../api/get-permission';
import { LanguageSelect } from '../../../components/site/language-select';
import { LogoMark } from '../../../components/site/site-logo';
import { ThemeToggle } from '../../../components/site/theme-toggle';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { bannerDataUrl } from '../../../lib/art';
import { useZodForm } from '../../../lib/use-zod-form';
// A route combines features: the agent landing signs in through the accounts feature.
import { usernameLoginSchema } from '../../auth';
import { useUsernameLogin } from '../../auth';

const PERKS = [
  { key: 'dividend', icon: BadgePercent },
  { key: 'salary', icon: Clock3 },
  { key: 'team', icon: Users },
  { key: 'payout', icon: Coins },
] as const;

/** The agent landing and login, without the site header and footer. */
export function AgentLandingRoute() {
  const { t } = useTranslation(['pages', 'auth']);
  const config = useSiteConfig();
  // site 'agent': a non-agent is refused with NOT_AN_AGENT ("please ask your agent").
  const agentLogin = useUsernameLogin('agent');
  // No remembered device and no captcha on the agent site: username and password, both required.
  const schema = useMemo(
    () => usernameLoginSchema(t, { rememberedUsername: null, captcha: false }),
    [t],
  );
  const { form, errors, notice, busy, onSubmit } = useZodForm(schema, {
    username: '',
    password: '',
  });
  const submit = onSubmit((values) =>
    agentLogin({ username: values.username, password: values.password }),
  );
  return (
    <div className="agent-landing">
      <img
        className="agent-landing__art"
        src={bannerDataUrl(`${config.siteName}-agent`, 'coins')}
        alt=""
        aria-hidden="true"
      />
      <div className="agent-landing__bar">
        <Link to="/" className="logo">
          <LogoMark />
          <span className="logo__name">{config.siteName}</span>
        </Link>
        <div className="agent-landing__prefs">
          <LanguageSelect offered={config.languages.offered} compact />
          <ThemeToggle />
        </div>
      </div>
      <main className="agent-landing__main" id="main">
        <section className="agent-landing__pitch" aria-labelledby="agent-title">
          <p className="agent-landing__eyebrow">{t('pages:agentLanding.eyebrow')}</p>
          <h1 id="agent-title" className="agent-landing__title">
            {t('pages:agentLanding.title', { siteName: config.siteName })}
          </h1>
          <p className="agent-landing__text">{t('pages:agentLanding.text')}</p>
          <ul className="agent-landing__perks">
            {PERKS.map(({ key, icon: Icon }) => (
              <li key={key}>
                <span className="agent-landing__perk-icon" aria-hidden="true">
                  <Icon size={20} />
                </span>
                <span>
                  <strong>{t(`pages:agentLanding.perk.${key}.title`)}</strong>
                  <span>{t(`pages:agentLanding.perk.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="agent-login" aria-labelledby="agent-login-title">
          <h2 id="agent-login-title" className="agent-login__title">
            {t('pages:agentLanding.loginTitle')}
          </h2>
          <p className="agent-login__sub">{t('pages:agentLanding.loginSub')}</p>
          <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label={t('auth:field.username')}
              autoComplete="username"
              required
              icon={<User size={18} />}
              error={errors.username}
              {...form.register('username')}
            />
            <PasswordField
              label={t('auth:field.password')}
              autoComplete="current-password"
              required
              error={errors.password}
              {...form.register('password')}
            />
            <FormNotice notice={notice} />
            <Button type="submit" size="lg" block loading={busy}>
              {t('pages:agentLanding.submit')}
            </Button>
          </form>
          <p className="agent-login__note">{t('pages:agentLanding.nonAgent')}</p>
          <Link to="/" className="link-btn agent-login__back">
            <ArrowLeft size={16} aria-hidden="true" />
            {t('pages:agentLanding.back')}
          </Link>
        </section>
      </main>
    </div>
  );
}
