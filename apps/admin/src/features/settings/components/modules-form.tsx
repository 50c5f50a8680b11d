import { zodResolver } from '@hookform/resolvers/zod';
import { MODULE_TREE, ZModuleSettings, type TModuleId, type TModuleSettings } from '@lw/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { SettingsFormShell } from './settings-form-shell';

/** Translation key of a module (ids contain dots, which i18next reads as nesting). */
function moduleKey(id: TModuleId): string {
  return `modules.items.${id.replaceAll('.', '_')}`;
}

function domId(id: TModuleId): string {
  return `module-${id.replaceAll('.', '-')}`;
}

/** White-label modules as a tree of switches; children only count when the parent is on. */
export function ModulesForm({ saved, canWrite }: { saved: TModuleSettings; canWrite: boolean }) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings('modules');
  const form = useForm({
    resolver: zodResolver(ZModuleSettings, { error: zodErrorMap }),
    values: saved,
  });

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => {
          const value = field.value as Partial<Record<TModuleId, boolean>>;
          const set = (id: TModuleId, on: boolean) => field.onChange({ ...value, [id]: on });
          return (
            <div className="module-tree">
              {MODULE_TREE.map((node) => {
                const parentOn = value[node.modId] ?? false;
                return (
                  <Card key={node.modId}>
                    <Switch
                      id={domId(node.modId)}
                      checked={parentOn}
                      onChange={(on) => set(node.modId, on)}
                      disabled={!canWrite}
                      label={t(`${moduleKey(node.modId)}.name`)}
                      description={t(`${moduleKey(node.modId)}.description`)}
                    />
                    {node.children.length > 0 && (
                      <ul
                        className="module-tree__children"
                        aria-label={t(`${moduleKey(node.modId)}.name`)}
                      >
                        {node.children.map((child: TModuleId) => (
                          <li key={child}>
                            <Switch
                              id={domId(child)}
                              checked={parentOn && (value[child] ?? false)}
                              onChange={(on) => set(child, on)}
                              disabled={!canWrite || !parentOn}
                              label={t(`${moduleKey(child)}.name`)}
                              description={
                                parentOn
                                  ? t(`${moduleKey(child)}.description`)
                                  : t('modules.parentOff')
                              }
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </Card>
                );
              })}
            </div>
          );
        }}
      />
    </SettingsFormShell>
  );
}
