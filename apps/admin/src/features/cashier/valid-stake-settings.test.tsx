import { API } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

type Cashier = ReturnType<typeof allSettings>['cashier'];

/** The back office against a server that answers saves with `reply` (default: the body). */
function mockCashier(reply?: { status: number; body: unknown }) {
  const puts: RecordedCall[] = [];
  mockFetch({
    [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
    [`GET ${API.admin.settings}`]: { body: allSettings() },
    [`GET ${API.permission}`]: { body: { timeZone: 'Asia/Bangkok' } },
    [`PUT ${API.admin.settingsSection('cashier')}`]: (call) => {
      puts.push(call);
      return reply ?? { body: call.body };
    },
  });
  return puts;
}

describe('valid-stake policy setting', { timeout: 30_000 }, () => {
  it('shows the policy in Thai and saves the chosen rules with the cashier settings', async () => {
    const user = userEvent.setup();
    const puts = mockCashier();
    renderApp('/cashier/settings', { language: 'th' });
    const push = await screen.findByLabelText('เสมอ (คืนทุน)');
    expect(push).toHaveValue('zero');
    expect(within(push).getByRole('option', { name: 'นับเต็มยอดเดิมพัน' })).toHaveValue('count');
    await user.selectOptions(push, 'count');
    await user.selectOptions(screen.getByLabelText('การปัดเศษครึ่งยอดเดิมพัน'), 'halfUp');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0]!.body as Cashier).validStake).toEqual({
      push: 'count',
      halfLines: 'half',
      hedges: 'once',
      halfRounding: 'halfUp',
    });
  });

  it("shows the server's refusal of a rule on its field, translated", async () => {
    const user = userEvent.setup();
    const puts = mockCashier({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request',
          details: {
            issues: [
              { code: 'invalid_value', path: ['validStake', 'hedges'], message: 'Invalid option' },
            ],
          },
        },
      },
    });
    renderApp('/cashier/settings', { language: 'zh' });
    await user.selectOptions(await screen.findByLabelText('双边对冲'), 'none');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请从选项中选择')).toBeInTheDocument();
    expect(screen.getByLabelText('双边对冲')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toHaveLength(1);
  });
});
