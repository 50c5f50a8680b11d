import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from './when-page-idle';

function pageStillLoading() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  vi.useRealTimers();
});

describe('whenPageIdle', () => {
  it('runs the task the settle time after the load event, once', () => {
    vi.useFakeTimers();
    pageStillLoading();
    const task = vi.fn();
    whenPageIdle(task, 3_000);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a load event that never comes', () => {
    vi.useFakeTimers();
    pageStillLoading();
    const task = vi.fn();
    whenPageIdle(task, 3_000);
    vi.advanceTimersByTime(23_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by its clean-up', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancel = whenPageIdle(task, 3_000);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
  });
});
