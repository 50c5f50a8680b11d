import { clsx } from 'clsx';
import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { vendorWordmarkDataUrl } from '../../../lib/art';

interface TVendorStripProps {
  vendors: readonly string[];
  value: string | null;
  onChange: (vendor: string | null) => void;
}

/** Vendor filter: an "all" chip plus one chip per vendor. */
export function VendorStrip({ vendors, value, onChange }: TVendorStripProps) {
  const { t } = useTranslation('home');
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
          key={vendor}
          type="button"
          className={clsx('vendor-chip', value === vendor && 'is-active')}
          aria-pressed={value === vendor}
          onClick={() => onChange(vendor)}
        >
          <img src={vendorWordmarkDataUrl(vendor)} alt={vendor} height={22} />
        </button>
      ))}
    </div>
  );
}
