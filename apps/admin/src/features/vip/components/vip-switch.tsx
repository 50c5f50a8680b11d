import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useCan } from '../../auth';
import { useAllSettings, useSaveSettings } from '../../settings';

/**
 * VIP on or off for players: the `vip` module of the modules settings (the header's label, the
 * member centre's VIP page, the side menu's entry). Saved at once, like the modules screen.
 */
export function VipSwitch() {
  const { t, i18n } = useTranslation('vip');
  const toast = useToast();
  const settings = useAllSettings();
  const save = useSaveSettings('modules');
  const canWrite = useCan('settings.system.write');
  const modules = settings.data?.modules;
  const on = Boolean(modules?.enabled.vip);
  const toggle = async (next: boolean) => {
    if (!modules) return;
    try {
      await save.mutateAsync({ ...modules, enabled: { ...modules.enabled, vip: next } });
      toast.success(next ? t('switch.on') : t('switch.off'));
    } catch (e) {
      toast.error(apiErrorText(e, i18n.language));
    }
  };
  return (
    <Switch
      id="vip-enabled"
      checked={on}
      disabled={!canWrite || !modules || save.isPending}
      onChange={(next) => void toggle(next)}
      label={t('switch.label')}
      description={t('switch.description')}
    />
  );
}
