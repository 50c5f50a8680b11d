import { crashMultiplierAt, type TCrashRound } from '@lw/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMultiplier, roundView } from '../lib/crash-display';

const SAMPLES = 80;

function cssVar(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** Draws the curve m(t) from 0 to `elapsedMs`, scaled so it always fits and keeps rising. */
function draw(canvas: HTMLCanvasElement, elapsedMs: number, multiplier: number, crashed: boolean) {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const pad = 12;
  const maxX = Math.max(10_000, elapsedMs * 1.15);
  const maxY = Math.max(200, multiplier * 1.15);
  const x = (ms: number) => pad + (ms / maxX) * (width - 2 * pad);
  const y = (m: number) => height - pad - ((m - 100) / (maxY - 100)) * (height - 2 * pad);

  ctx.strokeStyle = cssVar(canvas, '--border', '#334');
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(pad, pad);
  ctx.lineTo(pad, height - pad);
  ctx.lineTo(width - pad, height - pad);
  ctx.stroke();
  if (elapsedMs <= 0) return;

  const colour = crashed
    ? cssVar(canvas, '--danger', '#e5484d')
    : cssVar(canvas, '--accent', '#f5b90f');
  ctx.strokeStyle = colour;
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  for (let i = 0; i <= SAMPLES; i++) {
    const ms = (elapsedMs * i) / SAMPLES;
    const m = Math.min(crashMultiplierAt(ms), multiplier);
    if (i === 0) ctx.moveTo(x(ms), y(m));
    else ctx.lineTo(x(ms), y(m));
  }
  ctx.stroke();
  ctx.lineTo(x(elapsedMs), height - pad);
  ctx.lineTo(pad, height - pad);
  ctx.closePath();
  ctx.globalAlpha = 0.15;
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.globalAlpha = 1;
}

/**
 * The rising curve and the big multiplier. Animated locally from the round's start time and
 * the formula (no per-frame server traffic); the DOM text is written directly each frame, so
 * React renders nothing while the rocket flies.
 */
export function CrashCurve({
  round,
  closed = false,
}: {
  round: TCrashRound | null;
  /** The game is paused (its notice says why): no "waiting for the next round" under it. */
  closed?: boolean;
}) {
  const { t } = useTranslation('crash');
  const canvas = useRef<HTMLCanvasElement>(null);
  const figure = useRef<HTMLSpanElement>(null);
  const caption = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let frame = 0;
    const paint = () => {
      if (round && canvas.current && figure.current && caption.current) {
        const view = roundView(round);
        const crashed = view.phase === 'crashed' || view.phase === 'refunded';
        const elapsed =
          crashed && round.crashedAt && round.startedAt
            ? Date.parse(round.crashedAt) - Date.parse(round.startedAt)
            : view.elapsedMs;
        draw(canvas.current, elapsed, view.multiplier, crashed);
        figure.current.textContent =
          view.phase === 'betting'
            ? `${Math.ceil(view.countdownMs / 1000)}`
            : formatMultiplier(view.multiplier);
        caption.current.textContent =
          view.phase === 'betting'
            ? t('phase.betting')
            : view.phase === 'running'
              ? t('phase.running')
              : view.phase === 'refunded'
                ? t('phase.refunded')
                : t('phase.crashed', { point: formatMultiplier(view.multiplier) });
        figure.current.dataset.phase = view.phase;
      }
      frame = requestAnimationFrame(paint);
    };
    frame = requestAnimationFrame(paint);
    return () => cancelAnimationFrame(frame);
  }, [round, t]);

  return (
    <div className="crash-curve">
      <canvas ref={canvas} className="crash-curve__canvas" aria-hidden="true" />
      <div className="crash-curve__overlay">
        <span ref={figure} className="crash-curve__figure tabular" data-testid="crash-multiplier">
          {round ? '' : '–'}
        </span>
        <span ref={caption} className="crash-curve__caption">
          {round || closed ? '' : t('phase.waiting')}
        </span>
      </div>
    </div>
  );
}
