import { errorMessages } from '@lw/contracts';
import { describe, expect, it, vi } from 'vitest';

/** A copy of the module as the site has it at start: the table not fetched yet. */
async function freshModules() {
  vi.resetModules();
  const errorTextModule = await import('./error-text');
  const { ApiError } = await import('./api-client');
  return { ...errorTextModule, ApiError };
}

describe('error texts', () => {
  it('answers a generic message in the language until the table is in, then the code’s own', async () => {
    const { errorText, loadErrorTexts, ApiError } = await freshModules();
    const locked = new ApiError('ACCOUNT_LOCKED', 423, 'locked');
    expect(errorText(locked, 'en')).toBe('Something went wrong. Please try again.');
    expect(errorText(locked, 'th')).toBe('เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง');

    await loadErrorTexts();
    expect(errorText(locked, 'en')).toBe(errorMessages.ACCOUNT_LOCKED.en);
    expect(errorText(locked, 'zh')).toBe(errorMessages.ACCOUNT_LOCKED.zh);
    expect(errorText(locked, 'th')).toBe(errorMessages.ACCOUNT_LOCKED.th);
  });

  it('describes anything that is not an API error as the service being unavailable', async () => {
    const { errorText, loadErrorTexts } = await freshModules();
    await loadErrorTexts();
    expect(errorText(new TypeError('boom'), 'th')).toBe(errorMessages.SERVICE_UNAVAILABLE.th);
  });

  it('fetches the table once, however many ask', async () => {
    const { loadErrorTexts } = await freshModules();
    expect(loadErrorTexts()).toBe(loadErrorTexts());
  });
});
