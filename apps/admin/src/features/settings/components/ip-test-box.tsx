import { ZIpOrCidr } from '@lw/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Pill, type Tone } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { countryName } from '../../../lib/countries';
import { useIpLookup } from '../api/use-settings';

const OUTCOME: Record<0 | 1 | 2, { key: string; tone: Tone }> = {
  0: { key: 'region.outcomeOpen', tone: 'success' },
  1: { key: 'region.outcomeMaintenance', tone: 'warning' },
  2: { key: 'region.outcomeBlocked', tone: 'danger' },
};

/** Looks an IP up and tells what that visitor would see with the saved settings. */
export function IpTestBox() {
  const { t, i18n } = useTranslation('settings');
  const lookup = useIpLookup();
  const [ip, setIp] = useState('');
  const [error, setError] = useState<string | null>(null);

  function run(event: React.FormEvent) {
    event.preventDefault();
    const value = ip.trim();
    if (!ZIpOrCidr.safeParse(value).success || value.includes('/')) {
      setError(t('region.testInvalidIp'));
      return;
    }
    setError(null);
    lookup.mutate(value);
  }

  const result = lookup.data;
  const outcome = result ? OUTCOME[result.systemStatus] : null;

  return (
    <Card title={t('region.testTitle')} description={t('region.testHint')}>
      <form className="inline-form" onSubmit={run} noValidate>
        <Field label={t('region.testIp')} htmlFor="ip-test" errors={[error ?? undefined]}>
          <Input
            id="ip-test"
            value={ip}
            inputMode="decimal"
            spellCheck={false}
            placeholder="203.0.113.10"
            invalid={!!error}
            onChange={(e) => setIp(e.target.value)}
          />
        </Field>
        <Button type="submit" icon={<Search size={16} />} loading={lookup.isPending}>
          {t('region.testRun')}
        </Button>
      </form>
      {lookup.isError && <Banner tone="danger">{apiErrorText(lookup.error, i18n.language)}</Banner>}
      {result && outcome && (
        <dl className="ip-result" aria-live="polite">
          <div>
            <dt>{t('region.testIp')}</dt>
            <dd className="mono">{result.ip}</dd>
          </div>
          <div>
            <dt>{t('region.testCountry')}</dt>
            <dd>
              {result.countryCode
                ? `${countryName(result.countryCode, i18n.language)} (${result.countryCode})`
                : t('region.unknownCountry')}
            </dd>
          </div>
          <div>
            <dt>{t('region.testOutcome')}</dt>
            <dd>
              <Pill tone={outcome.tone}>{t(outcome.key)}</Pill>
            </dd>
          </div>
          <div>
            <dt>{t('region.testReason')}</dt>
            <dd>{t(`region.reasons.${result.reason}`, { defaultValue: result.reason })}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
