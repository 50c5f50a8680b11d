import type { TAllSettings } from '@lw/contracts';
import type { ReactNode } from 'react';
import { RequirePermission } from '../../auth';
import { SettingsFrame } from '../../settings';

/**
 * Frame of the cashier's settings sections (`cashier`, `paymentGateways`, `agentPulls`), loaded through
 * the generic settings API like every other section.
 */
export function CashierSettingsPage({
  section,
  title,
  description,
  children,
}: {
  section: 'cashier' | 'paymentGateways' | 'agentPulls';
  title: string;
  description: string;
  children: (all: TAllSettings, canWrite: boolean) => ReactNode;
}) {
  return (
    <RequirePermission permission="settings.read">
      <SettingsFrame section={section} title={title} description={description}>
        {children}
      </SettingsFrame>
    </RequirePermission>
  );
}
