import {
  calendarKeyMove,
  calendarYear,
  dayString,
  dayOfInstant,
  formatDay,
  formatMonth,
  formatMonthName,
  monthWeeks,
  parseDay,
  weekdayNames,
  weekStartsOn,
  type TDay,
} from '@lw/contracts';
import { clsx } from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../lib/date-time';
import { useDismiss } from './use-dismiss';
import './date-picker.css';

interface TDatePickerProps {
  label: string;
  /** The chosen day (YYYY-MM-DD), '' for none. */
  value: TDay;
  onChange: (day: TDay) => void;
  /** Earliest and latest days that can be chosen. */
  min?: TDay | undefined;
  max?: TDay | undefined;
  error?: string | undefined;
  /**
   * Month and year lists in the calendar's head, for days far from today (a birthday): the years
   * run from `min`'s (or 100 years back) to `max`'s (or this year), newest first.
   */
  yearJump?: boolean;
}

/** The calendar's width (7 days of 38 px and its padding): what must fit beside the field. */
const PANEL_WIDTH = 300;

/**
 * A day field in the page's calendar (Thai: Buddhist-era years, Thai month names), which a native
 * date input cannot show: a button with the day, and a calendar popover (WAI-ARIA date picker
 * grid: arrows, Home/End, Page Up/Down, Enter, Escape). A day is a calendar day of the site time
 * zone; turning it into instants is the caller's (`dayRangeInstants`).
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  error,
  yearJump = false,
}: TDatePickerProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const timeZone = useSiteTimeZone();
  const id = useId();
  const [open, setOpen] = useState(false);
  // The calendar opens towards the side with room for it (a field on the right of a phone).
  const [align, setAlign] = useState<'start' | 'end'>('start');
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useDismiss(panel, open, close, trigger);

  return (
    <div className={clsx('field', 'date-picker', error && 'field--error')}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="field__control">
        <button
          ref={trigger}
          type="button"
          className="date-picker__trigger"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => {
            const box = trigger.current?.getBoundingClientRect();
            setAlign(box && box.left + PANEL_WIDTH > window.innerWidth ? 'end' : 'start');
            setOpen((o) => !o);
          }}
        >
          <span id={`${id}-value`} className={clsx(!value && 'date-picker__placeholder')}>
            {value ? formatDay(value, language) : t('datePicker.none')}
          </span>
          <CalendarDays size={18} aria-hidden="true" />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {open ? (
        <div
          ref={panel}
          className={clsx('date-picker__panel', `date-picker__panel--${align}`)}
          role="dialog"
          aria-label={label}
        >
          <CalendarGrid
            value={value}
            today={dayOfInstant(new Date(), timeZone)}
            min={min}
            max={max}
            yearJump={yearJump}
            onPick={(day) => {
              onChange(day);
              close();
              trigger.current?.focus();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

function CalendarGrid({
  value,
  today,
  min,
  max,
  yearJump,
  onPick,
}: {
  value: TDay;
  today: TDay;
  min: TDay | undefined;
  max: TDay | undefined;
  yearJump: boolean;
  onPick: (day: TDay) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const weekStart = weekStartsOn(language);
  // Without a value the calendar opens on the latest day allowed (a birthday's: years back).
  const [focused, setFocused] = useState<TDay>(value || (max && max < today ? max : today));
  const { year, month } = parseDay(focused) ?? { year: 2000, month: 1 };
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows the focused day on opening and on keys; the month buttons keep their focus.
  const focusDay = useRef(true);
  const allowed = (day: TDay) => (!min || day >= min) && (!max || day <= max);

  useEffect(() => {
    if (focusDay.current) grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const shiftMonth = (delta: number) => {
    focusDay.current = false;
    setFocused((day) => calendarKeyMove(day, delta < 0 ? 'PageUp' : 'PageDown', weekStart) ?? day);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = calendarKeyMove(focused, event.key, weekStart, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(next);
  };

  return (
    <>
      <div className="date-picker__head">
        <button
          type="button"
          className="date-picker__nav"
          aria-label={t('datePicker.previousMonth')}
          onClick={() => shiftMonth(-1)}
        >
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
        {yearJump ? (
          <MonthYearJump
            year={year}
            month={month}
            firstYear={parseDay(min ?? '')?.year ?? (parseDay(today)?.year ?? 2000) - 100}
            lastYear={parseDay(max ?? '')?.year ?? parseDay(today)?.year ?? 2000}
            onJump={(nextYear, nextMonth) => {
              focusDay.current = false;
              setFocused(dayInMonth(nextYear, nextMonth, parseDay(focused)?.day ?? 1));
            }}
          />
        ) : (
          <h2 className="date-picker__title" aria-live="polite">
            {formatMonth(year, month, language)}
          </h2>
        )}
        <button
          type="button"
          className="date-picker__nav"
          aria-label={t('datePicker.nextMonth')}
          onClick={() => shiftMonth(1)}
        >
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </div>
      <table
        ref={grid}
        className="date-picker__grid"
        role="grid"
        aria-label={formatMonth(year, month, language)}
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

/** The same day of another month, or its last day when that month is shorter (31 -> 30). */
function dayInMonth(year: number, month: number, day: number): TDay {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dayString(year, month, Math.min(day, last));
}

/** Month and year lists in the page's calendar (Thai: Thai months, Buddhist-era years, 2540 for 1997). */
function MonthYearJump({
  year,
  month,
  firstYear,
  lastYear,
  onJump,
}: {
  year: number;
  month: number;
  firstYear: number;
  lastYear: number;
  onJump: (year: number, month: number) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const years: number[] = [];
  for (let y = lastYear; y >= firstYear; y--) years.push(y);
  return (
    <div className="date-picker__jump">
      <select
        className="date-picker__select"
        aria-label={t('datePicker.month')}
        value={month}
        onChange={(event) => onJump(year, Number(event.target.value))}
      >
        {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
          <option key={m} value={m}>
            {formatMonthName(m, language)}
          </option>
        ))}
      </select>
      <select
        className="date-picker__select"
        aria-label={t('datePicker.year')}
        value={year}
        onChange={(event) => onJump(Number(event.target.value), month)}
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {calendarYear(y, language)}
          </option>
        ))}
      </select>
    </div>
  );
}
