import type { TAllSettings, TSettingsSection } from '@lw/contracts';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundRoute } from '../../../components/ui/not-found-route';
import { RequirePermission } from '../../auth';
import { Pill } from '../../../components/ui/pill';
import { AccountPolicyForm } from '../components/account-policy-form';
import { TestMessageCard } from '../../messaging';
import { AppsForm } from '../components/apps-form';
import { CustomerServiceForm } from '../components/customer-service-form';
import { EmailForm } from '../components/email-form';
import { IdentityProvidersForm } from '../components/identity-providers-form';
import { LanguagesForm } from '../components/languages-form';
import { LicencesForm } from '../components/licences-form';
import { MaintenanceForm } from '../components/maintenance-form';
import { ModulesForm } from '../components/modules-form';
import { RegionForm } from '../components/region-form';
import { RegistrationForm } from '../components/registration-form';
import { SettingsFrame } from '../components/settings-frame';
import { SmsForm } from '../components/sms-form';
import { SiteForm } from '../components/site-form';
import { SocialForm } from '../components/social-form';
import { SECTION_SLUGS } from './settings-sections';

function SectionForm({
  section,
  all,
  canWrite,
}: {
  section: TSettingsSection;
  all: TAllSettings;
  canWrite: boolean;
}) {
  switch (section) {
    case 'maintenance':
      return <MaintenanceForm saved={all.maintenance} canWrite={canWrite} />;
    case 'region':
      return <RegionForm saved={all.region} canWrite={canWrite} />;
    case 'modules':
      return <ModulesForm saved={all.modules} canWrite={canWrite} />;
    case 'languages':
      return <LanguagesForm saved={all.languages} canWrite={canWrite} />;
    case 'customerService':
      return <CustomerServiceForm saved={all.customerService} canWrite={canWrite} />;
    case 'site':
      return <SiteForm saved={all.site} canWrite={canWrite} />;
    case 'social':
      return <SocialForm saved={all.social} canWrite={canWrite} />;
    case 'licences':
      return <LicencesForm saved={all.licences} canWrite={canWrite} />;
    case 'apps':
      return <AppsForm saved={all.apps} canWrite={canWrite} />;
    case 'registration':
      return <RegistrationForm saved={all.registration} canWrite={canWrite} />;
    case 'accountPolicy':
      return <AccountPolicyForm saved={all.accountPolicy} canWrite={canWrite} />;
    case 'email':
      return <EmailForm saved={all.email} canWrite={canWrite} />;
    case 'sms':
      return <SmsForm saved={all.sms} canWrite={canWrite} />;
    case 'identityProviders':
      return (
        <IdentityProvidersForm
          saved={all.identityProviders}
          modules={all.modules}
          canWrite={canWrite}
        />
      );
  }
}

/** The live state of the sections that change what players see at once. */
function SectionStatus({ section, all }: { section: TSettingsSection; all: TAllSettings }) {
  const { t } = useTranslation();
  if (section === 'maintenance') {
    return all.maintenance.enabled ? (
      <Pill tone="warning">{t('status.inMaintenance')}</Pill>
    ) : (
      <Pill tone="success">{t('status.siteOpen')}</Pill>
    );
  }
  if (section === 'region') {
    return all.region.enabled ? (
      <Pill tone="info">{t('status.regionOn')}</Pill>
    ) : (
      <Pill tone="neutral">{t('status.regionOff')}</Pill>
    );
  }
  return null;
}

function SettingsSection({ section }: { section: TSettingsSection }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsFrame
      section={section}
      title={t(`${section}.title`)}
      description={t(`${section}.description`)}
      meta={(all) => <SectionStatus section={section} all={all} />}
    >
      {(all, canWrite) => (
        <>
          <SectionForm section={section} all={all} canWrite={canWrite} />
          {(section === 'email' || section === 'sms') && canWrite && (
            <TestMessageCard channel={section} />
          )}
        </>
      )}
    </SettingsFrame>
  );
}

/** /settings/:section — one form per settings section. */
export function SettingsRoute() {
  const { section: slug = '' } = useParams();
  const section = SECTION_SLUGS[slug];
  if (!section) return <NotFoundRoute />;
  return (
    <RequirePermission permission="settings.read">
      <SettingsSection key={section} section={section} />
    </RequirePermission>
  );
}
