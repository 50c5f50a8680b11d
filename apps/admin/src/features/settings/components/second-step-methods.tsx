import { SECOND_STEP_METHODS, type TSecondStepMethod } from '@lw/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/button';

/** Moves the item at `index` by `step` places (the caller keeps it in range). */
function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...list];
  [next[index], next[index + step]] = [next[index + step]!, next[index]!];
  return next;
}

/**
 * Ordered multi-select of the second-step methods: the chosen ones first, in the order members
 * are offered them, each movable up or down; the others after them, unchecked.
 */
export function SecondStepMethods({
  value,
  onChange,
  disabled,
}: {
  value: readonly TSecondStepMethod[];
  onChange: (methods: TSecondStepMethod[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('settings');
  const rows = [...value, ...SECOND_STEP_METHODS.filter((m) => !value.includes(m))];

  return (
    <ol className="row-cards" aria-label={t('accountPolicy.newIpSecondStep')}>
      {rows.map((method) => {
        const position = value.indexOf(method);
        const chosen = position >= 0;
        const name = t(`accountPolicy.methods.${method}.name`);
        return (
          <li key={method} className="row-card">
            <div className="row-card__header">
              <span className="row-card__index" aria-hidden="true">
                {chosen ? position + 1 : '–'}
              </span>
              <div>
                <label className="checkbox-row">
                  <input
                    type="checkbox"
                    checked={chosen}
                    disabled={disabled}
                    aria-describedby={`second-step-${method}-hint`}
                    onChange={() =>
                      onChange(chosen ? value.filter((m) => m !== method) : [...value, method])
                    }
                  />
                  <span className="row-card__title">{name}</span>
                </label>
                <p id={`second-step-${method}-hint`} className="field__hint">
                  {t(`accountPolicy.methods.${method}.hint`)}
                </p>
              </div>
              {chosen && (
                <div className="row-card__actions">
                  <IconButton
                    label={t('accountPolicy.moveMethodUp', { name })}
                    icon={<ArrowUp size={16} />}
                    disabled={disabled || position === 0}
                    onClick={() => onChange(moved(value, position, -1))}
                  />
                  <IconButton
                    label={t('accountPolicy.moveMethodDown', { name })}
                    icon={<ArrowDown size={16} />}
                    disabled={disabled || position === value.length - 1}
                    onClick={() => onChange(moved(value, position, 1))}
                  />
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
