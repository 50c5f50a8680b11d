import { isTimeZone, type TSettingsSection } from '@lw/contracts';

/**
 * Stored sections in shapes of earlier versions, brought to today's shape before they are
 * validated (a stored value that no longer validates would fall back to the defaults and lose
 * what the operator entered).
 */
const UPGRADES: Partial<Record<TSettingsSection, (stored: unknown) => unknown>> = {
  // The time zone was free text before it was checked: one this runtime does not know counts
  // days in UTC, as it did then, rather than losing the whole section to the defaults.
  cashier: (stored) =>
    isRecord(stored) && typeof stored.timeZone === 'string' && !isTimeZone(stored.timeZone)
      ? { ...stored, timeZone: 'UTC' }
      : stored,
  // Licence names were one string; they are now written per language.
  licences: (stored) => {
    if (!isRecord(stored) || !Array.isArray(stored.items)) return stored;
    return {
      ...stored,
      items: stored.items.map((item: unknown) =>
        isRecord(item) && typeof item.name === 'string'
          ? { ...item, name: { th: item.name, en: item.name, zh: item.name } }
          : item,
      ),
    };
  },
};

export function upgradeStored(section: TSettingsSection, stored: unknown): unknown {
  const upgrade = UPGRADES[section];
  return upgrade ? upgrade(stored) : stored;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
