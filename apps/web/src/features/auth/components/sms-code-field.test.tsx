import type { TPermissionResponse } from '@lw/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi, type TApiAnswer } from '../../../test/api-stub';
import { permissionFixture } from '../../../test/fixtures';
import { dismissSmsWarning } from '../lib/sms-warning';
import { useSmsCode } from '../lib/use-sms-code';
import { SmsCodeField } from './sms-code-field';

function Harness() {
  const sms = useSmsCode('login');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input aria-label="mobile" ref={input} defaultValue="812345678" />
      <SmsCodeField
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        onSend={() => void sms.send('+66', input.current?.value ?? '')}
      />
    </>
  );
}

function renderHarness(
  route: TApiAnswer,
  permission: TPermissionResponse = permissionFixture({ smsCountdownSeconds: 60 }),
) {
  const api = stubApi({ 'POST /api/auth/sms-code': route }, permission);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['permission'], permission);
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return api;
}

const smsCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === '/api/auth/sms-code');

/** Lets the pending fetches and state updates settle (fake timers do not move). */
async function flush() {
  for (let i = 0; i < 10; i += 1) await act(async () => Promise.resolve());
}

describe('SMS code field', () => {
  afterEach(() => {
    vi.useRealTimers();
    dismissSmsWarning();
  });

  it('sends once, counts down the answer, is disabled meanwhile and re-enabled at 0', async () => {
    vi.useFakeTimers();
    const { calls } = renderHarness({ body: { expiredMinutes: 1, resendAfterSeconds: 3 } });
    const button = screen.getByRole('button', { name: 'ส่งรหัส' });
    fireEvent.click(button);
    // A second click in the same instant is thrown away (throttle and in-flight guard).
    fireEvent.click(button);
    await flush();
    expect(smsCalls(calls)).toHaveLength(1);
    expect(smsCalls(calls)[0]).toMatchObject({
      body: { purpose: 'login', countryDialingCode: '+66', mobileNum: '812345678' },
    });
    expect(button).toHaveTextContent('ส่งใหม่ใน 3 วิ');
    expect(button).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('ส่งใหม่ใน 2 วิ');
    fireEvent.click(button);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('ส่งใหม่ใน 1 วิ');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('ส่งรหัส');
    expect(button).toBeEnabled();
    expect(smsCalls(calls)).toHaveLength(1);

    fireEvent.click(button);
    await flush();
    expect(smsCalls(calls)).toHaveLength(2);
  });

  it('falls back to the site countdown when the answer has none', async () => {
    vi.useFakeTimers();
    renderHarness(
      { body: { expiredMinutes: 1, resendAfterSeconds: 0 } },
      permissionFixture({ smsCountdownSeconds: 45 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัส' }));
    await flush();
    expect(screen.getByRole('button', { name: 'ส่งใหม่ใน 45 วิ' })).toBeDisabled();
  });

  it('a refused send shows the translated server error in a warning dialog', async () => {
    renderHarness(apiError(503, 'SMS_QUOTA_EXCEEDED'));
    fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัส' }));
    const warning = await screen.findByRole('alertdialog', { name: 'ส่งรหัสไม่สำเร็จ' });
    expect(warning).toHaveTextContent(/โควตา|ฝ่ายบริการ/);
    // No countdown after a failure: the player may try again.
    fireEvent.click(within(warning).getByRole('button', { name: 'ยืนยัน' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งรหัส' })).toBeEnabled();
  });

  it('an hourly SMS budget refusal shows its translated message and starts no countdown', async () => {
    renderHarness(apiError(429, 'SMS_HOURLY_LIMIT', { retryAfterSeconds: 1200 }));
    fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัส' }));
    const warning = await screen.findByRole('alertdialog', { name: 'ส่งรหัสไม่สำเร็จ' });
    expect(warning).toHaveTextContent('ขณะนี้มีการส่งรหัสยืนยันจำนวนมาก');
    fireEvent.click(within(warning).getByRole('button', { name: 'ยืนยัน' }));
    expect(screen.getByRole('button', { name: 'ส่งรหัส' })).toBeEnabled();
  });

  it('SMS_COUNTDOWN counts down the seconds the server says', async () => {
    renderHarness(apiError(429, 'SMS_COUNTDOWN', { retryAfterSeconds: 37 }));
    fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัส' }));
    expect(await screen.findByRole('button', { name: 'ส่งใหม่ใน 37 วิ' })).toBeDisabled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
