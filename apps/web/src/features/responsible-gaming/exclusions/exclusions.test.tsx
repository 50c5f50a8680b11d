import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorMessages as errorTexts,
  type TExclusion,
  type TMyExclusions,
  type TMyLimits,
} from '@lw/contracts';
import limitsText from '../../../locales/th/limits.json';
import { apiError, signIn, stubApi, type TApiAnswer } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 8000 };
const x = limitsText.exclusion;

const noLimits: TMyLimits = {
  currency: 'THB',
  limits: [],
  promptAnswered: true,
  registrationPromptAnswered: true,
  coolingOffHours: 24,
};

const taken: TExclusion = {
  id: 7,
  kind: 'time_out',
  period: '24h',
  startsAt: '2026-03-03T03:00:00.000Z',
  endsAt: '2026-03-04T03:00:00.000Z',
  source: 'member',
  status: 'in_force',
  liftRequestedAt: null,
  liftEffectiveAt: null,
};

function api(extra: Record<string, TApiAnswer> = {}, history: TMyExclusions['history'] = []) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/members/me/login-history': { body: { items: [] } },
    'GET /api/responsible-gaming/limits': { body: noLimits },
    'GET /api/responsible-gaming/limits/history': { body: { items: [] } },
    'GET /api/responsible-gaming/reality-check': {
      body: { intervalMinutes: 60, chosen: false, choices: [15, 30, 60] },
    },
    'GET /api/responsible-gaming/exclusions': { body: { current: null, history } },
    ...extra,
  });
}

describe('time-out and self-exclusion on the Responsible gaming page', { timeout: 30_000 }, () => {
  it('takes a time-out with the password, signs out and says until when', async () => {
    signIn(0);
    const { calls } = api({
      'POST /api/responsible-gaming/exclusions': { status: 201, body: taken },
    });
    const user = userEvent.setup();
    renderApp('/responsible-gaming');
    await user.click(await screen.findByRole('radio', { name: x.period['24h'] }, SLOW));
    const confirm = screen.getByRole('group', {
      name: x.confirm.time_out.replace('{{period}}', x.period['24h']),
    });
    expect(within(confirm).getByText(x.effects.balance)).toBeInTheDocument();
    const submit = within(confirm).getByRole('button', { name: /เริ่มพักการเล่น/ });
    expect(submit).toBeDisabled();
    await user.type(within(confirm).getByLabelText(x.password), 'Secret-123');
    await user.click(submit);

    expect(
      await screen.findByRole('heading', { name: x.taken.time_out }, SLOW),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      period: '24h',
      password: 'Secret-123',
    });
    // Signed out here too; the tools give way to the confirmation, the end date in Bangkok time.
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.getByText(/4 มี\.ค\. 2569 10:00/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: limitsText.title })).not.toBeInTheDocument();
  });

  it('keeps the member signed in and shows the error when the password is wrong', async () => {
    signIn(0);
    api({ 'POST /api/responsible-gaming/exclusions': apiError(400, 'WRONG_PASSWORD') });
    const user = userEvent.setup();
    renderApp('/responsible-gaming');
    await user.click(await screen.findByRole('radio', { name: x.period['6m'] }, SLOW));
    await user.type(screen.getByLabelText(x.password), 'nope');
    await user.click(screen.getByRole('button', { name: /แยกตัวฉัน/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorTexts.WRONG_PASSWORD.th);
    expect(sessionStorage.getItem('token')).toBe('tok-123');
  });

  it('lists past exclusions with their status', async () => {
    signIn(0);
    api({}, [{ ...taken, status: 'ended' }]);
    renderApp('/responsible-gaming');
    const heading = await screen.findByRole('heading', { name: x.history.title }, SLOW);
    const card = heading.closest('section')!;
    expect(within(card).getByText(x.status.ended)).toBeInTheDocument();
    expect(within(card).getByText(x.period['24h'])).toBeInTheDocument();
  });

  it('is open to visitors: help for everyone, the tools after sign-in', async () => {
    api();
    renderApp('/responsible-gaming');
    expect(
      await screen.findByRole('heading', { name: limitsText.help.title }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: limitsText.signIn.title })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: x.period['24h'] })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: limitsText.help.policy })).toBeInTheDocument(),
    );
  });
});
