import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TTab<K extends string> {
  key: K;
  label: ReactNode;
  icon?: ReactNode;
}

interface TTabsProps<K extends string> {
  tabs: readonly TTab<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  className?: string;
  /** Id prefix to tie tabs to their panels (`<prefix>-panel-<key>`). */
  idPrefix?: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs, the selected one is in the tab order. */
export function Tabs<K extends string>({
  tabs,
  value,
  onChange,
  label,
  className,
  idPrefix,
}: TTabsProps<K>) {
  const autoId = useId();
  const prefix = idPrefix ?? autoId;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === value);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) {
      onChange(tab.key);
      refs.current[next]?.focus();
    }
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={clsx('tabs', className)}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${prefix}-tab-${tab.key}`}
          aria-selected={tab.key === value}
          aria-controls={`${prefix}-panel-${tab.key}`}
          tabIndex={tab.key === value ? 0 : -1}
          className={clsx('tabs__tab', tab.key === value && 'is-active')}
          onClick={() => onChange(tab.key)}
        >
          {tab.icon}
          {tab.label}
        </button>
      ))}
    </div>
  );
}
