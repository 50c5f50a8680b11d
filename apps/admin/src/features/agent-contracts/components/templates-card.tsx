import type { TContractKind, TContractLimits, TContractTemplate } from '@lw/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TemplateDrawer } from './template-drawer';
import { TermsSummary } from './terms-summary';

/**
 * The settings form's contract templates: named terms the back office starts a contract from
 * (the give drawer's "Start from a template"). Changes are kept with the form's Save.
 */
export function TemplatesCard({
  value,
  onChange,
  limits,
  enabledKinds,
  currency,
  canWrite,
  invalidNames,
  max,
}: {
  value: readonly TContractTemplate[];
  onChange: (templates: TContractTemplate[]) => void;
  limits: TContractLimits;
  enabledKinds: readonly TContractKind[];
  currency: string | undefined;
  canWrite: boolean;
  /** Templates the limits typed above no longer allow (the save is refused until they change). */
  invalidNames: readonly string[];
  max: number;
}) {
  const { t } = useTranslation('agentContracts');
  // The index edited, 'new' for an added one, null when the drawer is closed.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const edited = typeof editing === 'number' ? value[editing]! : null;
  return (
    <Card
      title={t('templates.title')}
      description={t('templates.hint', { max })}
      actions={
        canWrite && (
          <Button
            icon={<Plus size={16} />}
            disabled={value.length >= max}
            onClick={() => setEditing('new')}
          >
            {t('templates.add')}
          </Button>
        )
      }
    >
      {invalidNames.length > 0 && (
        <Banner tone="danger">
          {t('templates.outOfLimits', { names: invalidNames.join(', ') })}
        </Banner>
      )}
      {value.length === 0 ? (
        <p className="muted">{t('templates.empty')}</p>
      ) : (
        <ul className="ac-templates">
          {value.map((template, i) => (
            <li key={template.name} className="ac-template">
              <div>
                <p className="ac-template__name">{template.name}</p>
                <p className="muted">{t(`kind.${template.terms.kind}`)}</p>
                <TermsSummary terms={template.terms} currency={currency} />
              </div>
              {canWrite && (
                <div className="ac-template__actions">
                  <IconButton
                    label={t('templates.edit', { name: template.name })}
                    icon={<Pencil size={16} />}
                    onClick={() => setEditing(i)}
                  />
                  <IconButton
                    label={t('templates.remove', { name: template.name })}
                    icon={<Trash2 size={16} />}
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <TemplateDrawer
          template={edited}
          takenNames={value.filter((_, j) => j !== editing).map((x) => x.name)}
          limits={limits}
          enabledKinds={enabledKinds}
          currency={currency}
          onClose={() => setEditing(null)}
          onDone={(template) => {
            onChange(
              editing === 'new'
                ? [...value, template]
                : value.map((x, j) => (j === editing ? template : x)),
            );
            setEditing(null);
          }}
        />
      )}
    </Card>
  );
}
