import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMemberInfo, TMyLimits } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import limitsText from '../../../locales/th/limits.json';
import { stubApi } from '../../../test/api-stub';
import { loginResultFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 5000 };

const limits = (registrationPromptAnswered: boolean): TMyLimits => ({
  currency: 'THB',
  limits: [],
  promptAnswered: false,
  registrationPromptAnswered,
  coolingOffHours: 24,
});

function firstLoginApi(type: TMemberInfo['type'], account: string, nickname: string) {
  const result = loginResultFixture(
    { token: `tok-${account}`, firstTimeLogin: true },
    { account, nickname, type },
  );
  return stubApi({
    'POST /api/auth/login': { body: result },
    'GET /api/members/me': { body: result.member },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/responsible-gaming/limits': { body: limits(false) },
    'POST /api/responsible-gaming/limits/prompt': { body: limits(true) },
  });
}

describe('first-login welcome', () => {
  it("an agent's first sign-in at /agent welcomes them to the agent centre, not to play", async () => {
    firstLoginApi(1, 'agentkai', 'Kai');
    const { router } = renderApp('/agent');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/ชื่อผู้ใช้/, undefined, SLOW), 'agentkai');
    await user.type(screen.getByLabelText(/^รหัสผ่าน/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ศูนย์ตัวแทน' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'), SLOW);
    const welcome = await screen.findByRole('dialog', { name: 'ยินดีต้อนรับ Kai!' }, SLOW);
    expect(welcome).toHaveTextContent('ศูนย์ตัวแทน');
    expect(welcome).not.toHaveTextContent('เริ่มเล่นเกม');
    expect(within(welcome).queryByRole('button', { name: 'เริ่มเล่น' })).toBeNull();
    expect(within(welcome).queryByRole('button', { name: 'ฝากเงิน' })).toBeNull();

    await user.click(within(welcome).getByRole('button', { name: 'ไปที่ศูนย์ตัวแทน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/agentHome');
  });

  it("a player's first sign-in still invites them to deposit or play", async () => {
    firstLoginApi(0, 'somchai', 'Somchai');
    renderApp('/login');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' }, SLOW);
    await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'somchai');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));

    const welcome = await screen.findByRole('dialog', { name: 'ยินดีต้อนรับ Somchai!' }, SLOW);
    expect(within(welcome).getByRole('button', { name: 'เริ่มเล่น' })).toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: 'ฝากเงิน' })).toBeInTheDocument();
    expect(within(welcome).queryByRole('button', { name: 'ไปที่ศูนย์ตัวแทน' })).toBeNull();
  });

  it("a new player is prompted to set a deposit limit; 'not now' is recorded as the registration's", async () => {
    const { calls } = firstLoginApi(0, 'somchai', 'Somchai');
    renderApp('/login');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' }, SLOW);
    await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'somchai');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    const welcome = await screen.findByRole('dialog', { name: 'ยินดีต้อนรับ Somchai!' }, SLOW);
    const prompt = await within(welcome).findByRole('region', { name: 'ตั้งวงเงินฝาก' }, SLOW);
    await user.click(within(prompt).getByRole('button', { name: limitsText.prompt.notNow }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/limits/prompt'))?.body).toEqual({
        where: 'registration',
        answer: 'skipped',
      }),
    );
    await waitFor(() => expect(within(welcome).queryByRole('region')).toBeNull());
    expect(within(welcome).queryByRole('status')).toBeNull();
  });

  it("a trial account's welcome offers play money, not a deposit", async () => {
    firstLoginApi(4, 'trial0042', 'trial0042');
    renderApp('/login');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' }, SLOW);
    await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'trial0042');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));

    const welcome = await screen.findByRole('dialog', { name: 'ยินดีต้อนรับ trial0042!' }, SLOW);
    expect(welcome).toHaveTextContent('เงินทดลอง');
    expect(welcome).not.toHaveTextContent('ฝากเงิน');
    expect(within(welcome).queryByRole('button', { name: 'ฝากเงิน' })).toBeNull();
    expect(within(welcome).getByRole('button', { name: 'เริ่มเล่น' })).toBeInTheDocument();
  });
});
