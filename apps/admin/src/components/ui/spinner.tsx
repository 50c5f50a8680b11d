import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A small turning circle for loading states. */
export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  return (
    <Loader2
      className="spinner"
      size={size}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'status' : undefined}
    />
  );
}

/** A page or section still loading: the spinner in a block of its own. */
export function LoadingBlock() {
  const { t } = useTranslation();
  return (
    <div className="loading-block">
      <Spinner size={20} label={t('common:loading')} />
    </div>
  );
}
