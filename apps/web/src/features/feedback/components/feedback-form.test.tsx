import type { TFeedbackConfig, TMyFeedback } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, signIn, stubApi, type TApiAnswer } from '../../../test/api-stub';
import { publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 6000 };

const config: TFeedbackConfig = {
  minWords: 3,
  maxWords: 6,
  dailyLimit: 2,
  questionTypes: [
    { code: 'deposit', label: { th: 'ฝากเงิน', en: 'Deposit', zh: '存款' } },
    { code: 'games', label: { th: 'เกม', en: 'Games', zh: '游戏' } },
  ],
};

const replied: TMyFeedback = {
  id: 7,
  questionType: 'games',
  content: 'เกมค้างบ่อยมาก',
  contact: null,
  status: 'replied',
  reply: 'เราแก้ไขแล้วค่ะ <b>ขอบคุณ</b>',
  repliedAt: '2026-11-24T05:00:00.000Z',
  createdAt: '2026-11-24T04:00:00.000Z',
};

function feedbackApi(put: TApiAnswer) {
  return stubApi({
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/feedback/config': { body: config },
    'GET /api/feedback': { body: { items: [replied] } },
    'PUT /api/feedback': put,
  });
}

describe('feedback page', () => {
  it('counts Thai words as the member types and stops a text out of bounds', async () => {
    signIn();
    const api = feedbackApi({
      status: 201,
      body: { ...replied, id: 8, status: 'open', reply: null },
    });
    renderApp('/feedback');
    const user = userEvent.setup();
    const content = await screen.findByRole('textbox', { name: /ข้อเสนอแนะของคุณ/ }, SLOW);
    expect(screen.getByText('0 คำ (ระหว่าง 3 ถึง 6 คำ)')).toBeInTheDocument();

    await user.type(content, 'ฝากเงิน');
    expect(screen.getByText(/^\d คำ \(ระหว่าง 3 ถึง 6 คำ\)$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(await screen.findByText('กรุณาเขียนอย่างน้อย 3 คำ')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(content);
    await user.type(content, 'ฝากเงินไม่เข้าบัญชี '.repeat(4));
    expect(screen.getByText(/ระหว่าง 3 ถึง 6 คำ/)).toHaveClass('is-off');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(await screen.findByText('กรุณาเขียนไม่เกิน 6 คำ')).toBeInTheDocument();

    await user.clear(content);
    await user.type(content, 'ฝากเงินไม่เข้าบัญชีค่ะ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'ประเภทคำถาม' }), 'games');
    await user.type(screen.getByRole('textbox', { name: /ช่องทางติดต่อ/ }), 'LINE: somchai');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(await screen.findByText('ขอบคุณ! ส่งข้อเสนอแนะเรียบร้อยแล้ว')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      questionType: 'games',
      content: 'ฝากเงินไม่เข้าบัญชีค่ะ',
      contact: 'LINE: somchai',
    });
  });

  it("shows the member's list with the operator's reply as text, and the daily-limit refusal", async () => {
    signIn();
    feedbackApi(apiError(429, 'TOO_MANY_REQUESTS', { reason: 'FEEDBACK_DAILY_LIMIT', limit: 2 }));
    renderApp('/feedback');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: 'ข้อเสนอแนะของฉัน' }, SLOW);
    expect(await within(list).findByText('เราแก้ไขแล้วค่ะ <b>ขอบคุณ</b>')).toBeInTheDocument();
    expect(within(list).getByText('ตอบแล้ว')).toBeInTheDocument();
    expect(within(list).getByText('เกม')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /ข้อเสนอแนะของคุณ/ }), 'one two three four');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    await waitFor(() =>
      expect(
        screen.getByText('วันนี้คุณส่งข้อเสนอแนะครบจำนวนที่กำหนดแล้ว (2 ครั้ง) กรุณาลองใหม่พรุ่งนี้'),
      ).toBeInTheDocument(),
    );
  });

  it('tells a trial account it needs a real account instead of showing the form', async () => {
    signIn(4, 'trial01');
    feedbackApi({ status: 201 });
    renderApp('/feedback');
    expect(await screen.findByRole('alertdialog', { name: 'ต้องใช้บัญชีจริง' }, SLOW)).toHaveTextContent(
      'กรุณาสมัครบัญชีจริง',
    );
    expect(screen.queryByRole('textbox', { name: /ข้อเสนอแนะของคุณ/ })).toBeNull();
  });
});
