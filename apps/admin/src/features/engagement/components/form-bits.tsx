import { parseMoney } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

export type TTitle = { th: string; en: string; zh: string };
export const EMPTY_TITLE: TTitle = { th: '', en: '', zh: '' };

/** The operator's title in each shipped language (all three are required). */
export function TitleFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: TTitle;
  onChange: (v: TTitle) => void;
}) {
  const { t } = useTranslation('engagement');
  return (
    <>
      {(['th', 'en', 'zh'] as const).map((lang) => (
        <Field key={lang} label={t(`form.title.${lang}`)} htmlFor={`${id}-${lang}`}>
          <Input
            id={`${id}-${lang}`}
            value={value[lang]}
            maxLength={80}
            required
            onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
          />
        </Field>
      ))}
    </>
  );
}

/** Typed money ("1,000.50") as minor units, or null when it is not an amount. */
export function minorOf(text: string): number | null {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.minor : null;
}
