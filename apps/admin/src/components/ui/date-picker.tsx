import {
  calendarKeyMove,
  dayOfInstant,
  formatDay,
  formatMonth,
  monthWeeks,
  parseDay,
  weekdayNames,
  weekStartsOn,
  type TDay,
} from '@lw/contracts';
import { clsx } from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../lib/datetime';

/** The calendar's width (7 days of 32 px and the panel's padding): what must fit beside it. */
const PANEL_WIDTH = 260;

/**
 * A day filter in the interface's calendar (Thai: Buddhist-era years, Thai month names), which a
 * native date input cannot show: a button with the day and a calendar popover (WAI-ARIA date
 * picker grid: arrows, Home/End, Page Up/Down, Enter, Escape). The day is a calendar day of the
 * site time zone; `dayRangeInstants` turns a range of them into the instants a query sends.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  id,
  className,
  showLabel = false,
}: {
  /** The field's accessible name (filters often have no visible label). */
  label: string;
  value: TDay | undefined;
  /** The day chosen, or undefined when cleared. */
  onChange: (day: TDay | undefined) => void;
  min?: TDay | undefined;
  max?: TDay | undefined;
  id?: string;
  className?: string;
  /** Show the label above the field (filters without a Field around them). */
  showLabel?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const timeZone = useSiteTimeZone();
  const [open, setOpen] = useState(false);
  // The calendar opens towards the side with room for it.
  const [align, setAlign] = useState<'start' | 'end'>('start');
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: MouseEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    }
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const pick = (day: TDay | undefined) => {
    onChange(day);
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div
      className={clsx('popover', 'date-picker', showLabel && 'date-picker--labelled', className)}
      ref={root}
    >
      {showLabel && (
        <span className="date-picker__label" aria-hidden="true">
          {label}
        </span>
      )}
      <button
        ref={trigger}
        id={id}
        type="button"
        className="input date-picker__trigger"
        aria-label={`${label}: ${value ? formatDay(value, i18n.language) : t('datePicker.none')}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          const box = trigger.current?.getBoundingClientRect();
          setAlign(box && box.left + PANEL_WIDTH > window.innerWidth ? 'end' : 'start');
          setOpen((o) => !o);
        }}
      >
        <span className={clsx(!value && 'muted')}>
          {value ? formatDay(value, i18n.language) : t('datePicker.none')}
        </span>
        <CalendarDays size={14} aria-hidden="true" />
      </button>
      {open && (
        <div
          className={clsx('popover__panel', `popover__panel--${align}`)}
          role="dialog"
          aria-label={label}
        >
          <CalendarGrid
            value={value}
            today={dayOfInstant(new Date(), timeZone)}
            min={min}
            max={max}
            onPick={pick}
          />
          {value && (
            <button type="button" className="date-picker__clear" onClick={() => pick(undefined)}>
              <X size={14} aria-hidden="true" /> {t('datePicker.clear')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function CalendarGrid({
  value,
  today,
  min,
  max,
  onPick,
}: {
  value: TDay | undefined;
  today: TDay;
  min: TDay | undefined;
  max: TDay | undefined;
  onPick: (day: TDay) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const weekStart = weekStartsOn(language);
  const [focused, setFocused] = useState<TDay>(value ?? today);
  const { year, month } = parseDay(focused) ?? { year: 2000, month: 1 };
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows the focused day on opening and on keys; the month buttons keep their focus.
  const focusDay = useRef(true);
  const allowed = (day: TDay) => (!min || day >= min) && (!max || day <= max);

  useEffect(() => {
    if (focusDay.current) grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const shiftMonth = (key: 'PageUp' | 'PageDown') => {
    focusDay.current = false;
    setFocused((day) => calendarKeyMove(day, key, weekStart) ?? day);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = calendarKeyMove(focused, event.key, weekStart, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(next);
  };
  const title = formatMonth(year, month, language);

  return (
    <>
      <div className="date-picker__head">
        <button
          type="button"
          className="date-picker__nav"
          aria-label={t('datePicker.previousMonth')}
          onClick={() => shiftMonth('PageUp')}
        >
          <ChevronLeft size={16} aria-hidden="true" />
        </button>
        <h2 className="date-picker__title" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="date-picker__nav"
          aria-label={t('datePicker.nextMonth')}
          onClick={() => shiftMonth('PageDown')}
        >
          <ChevronRight size={16} aria-hidden="true" />
        </button>
      </div>
      <table
        ref={grid}
        className="date-picker__grid"
        role="grid"
        aria-label={title}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdayNames(language).map((d) => (
              <th key={d.long} scope="col" abbr={d.long}>
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month, weekStart).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day ? (
                  <td key={day}>
                    <button
                      type="button"
                      className={clsx(
                        'date-picker__day',
                        day === value && 'date-picker__day--chosen',
                        day === today && 'date-picker__day--today',
                      )}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={formatDay(day, language, 'full')}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      disabled={!allowed(day)}
                      onClick={() => onPick(day)}
                    >
                      {parseDay(day)?.day}
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
