import { timeZoneNames, zoneOffsetLabel } from '@lw/contracts';
import { useMemo, type ChangeEventHandler, type FocusEventHandler, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';

/** A zone's name in the interface language, e.g. "เวลาอินโดจีน" for Asia/Bangkok. */
function zoneName(timeZone: string, language: string): string {
  try {
    const parts = new Intl.DateTimeFormat(language, {
      timeZone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date());
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * The site time zone: a text field with every IANA zone Intl knows as suggestions (the browser
 * filters them as the operator types), each labelled with its offset and its name in the
 * interface language. The contract (`ZTimeZone`) refuses anything Intl does not know.
 */
export function TimeZoneField({
  id,
  invalid,
  ref,
  ...field
}: {
  id: string;
  invalid: boolean;
  ref?: Ref<HTMLInputElement>;
  name: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const options = useMemo(
    () =>
      timeZoneNames().map((zone) => ({
        zone,
        label: `${zoneOffsetLabel(zone)} · ${zoneName(zone, language)}`,
      })),
    [language],
  );
  return (
    <>
      <Input
        id={id}
        ref={ref}
        className="mono"
        spellCheck={false}
        autoComplete="off"
        list={`${id}-zones`}
        invalid={invalid}
        {...field}
      />
      <datalist id={`${id}-zones`}>
        {options.map((o) => (
          <option key={o.zone} value={o.zone} label={o.label} />
        ))}
      </datalist>
    </>
  );
}
