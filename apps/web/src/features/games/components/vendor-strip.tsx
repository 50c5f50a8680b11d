import { clsx } from 'clsx';
import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { vendorLogoUrl } from '../../../lib/image-host';

export interface TVendorChip {
  vassalage: string;
  displayName: string;
}

interface TVendorStripProps {
  vendors: readonly TVendorChip[];
  value: string | null;
  onChange: (vendor: string | null) => void;
}

/** Vendor filter (spec §2): an "all" chip plus one logo chip per vendor. */
export function VendorStrip({ vendors, value, onChange }: TVendorStripProps) {
  const { t } = useTranslation('games');
  const { imageCDNs } = useSiteConfig();
  if (vendors.length === 0) return null;
  return (
    <div className="vendor-strip" role="group" aria-label={t('vendors.label')}>
      <button
        type="button"
        className={clsx('vendor-chip vendor-chip--all', value === null && 'is-active')}
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        <LayoutGrid size={18} aria-hidden="true" />
        {t('vendors.all')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className={clsx('vendor-chip', value === vendor.vassalage && 'is-active')}
          aria-pressed={value === vendor.vassalage}
          title={vendor.displayName}
          onClick={() => onChange(vendor.vassalage)}
        >
          <img
            src={vendorLogoUrl(vendor.vassalage, imageCDNs)}
            alt={vendor.displayName}
            width={88}
            height={22}
            loading="lazy"
          />
        </button>
      ))}
    </div>
  );
}
