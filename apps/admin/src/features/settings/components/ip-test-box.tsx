import { zodResolver } from '@hookform/resolvers/zod';
import { ZIpOrCidr } from '@lw/contracts';
import { Search } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Pill, type Tone } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { countryName } from '../../../lib/countries';
import { zodErrorMap } from '../../../lib/validation';
import { useIpLookup } from '../api/use-settings';

const OUTCOME: Record<0 | 1 | 2, { key: string; tone: Tone }> = {
  0: { key: 'region.outcomeOpen', tone: 'success' },
  1: { key: 'region.outcomeMaintenance', tone: 'warning' },
  2: { key: 'region.outcomeBlocked', tone: 'danger' },
};

/** One address to look up: an IP the region rules accept, but not a range. */
function ipTestSchema(message: string) {
  return z.object({
    ip: z
      .string()
      .trim()
      .refine((ip) => ZIpOrCidr.safeParse(ip).success && !ip.includes('/'), message)
      .pipe(ZIpOrCidr),
  });
}

/** Looks an IP up and tells what that visitor would see with the saved settings. */
export function IpTestBox() {
  const { t, i18n } = useTranslation('settings');
  const lookup = useIpLookup();
  const schema = useMemo(() => ipTestSchema(t('region.testInvalidIp')), [t]);
  const form = useForm({
    resolver: zodResolver(schema, { error: zodErrorMap }),
    defaultValues: { ip: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = form.formState.errors.ip?.message;
  const run = form.handleSubmit(({ ip }) => lookup.mutate(ip));

  const result = lookup.data;
  const outcome = result ? OUTCOME[result.systemStatus] : null;

  return (
    <Card title={t('region.testTitle')} description={t('region.testHint')}>
      <form className="inline-form" onSubmit={(event) => void run(event)} noValidate>
        <Field label={t('region.testIp')} htmlFor="ip-test" errors={[error]}>
          <Input
            id="ip-test"
            inputMode="decimal"
            spellCheck={false}
            placeholder="203.0.113.10"
            invalid={!!error}
            {...form.register('ip')}
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
