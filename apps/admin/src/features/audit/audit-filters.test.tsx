import { API } from '@lw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const auditCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith(API.admin.auditLog));

describe('audit log filters', { timeout: 20_000 }, () => {
  it('applies the trimmed filters on submit, and refuses one longer than the query allows', async () => {
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.auditLog}`]: { body: { items: [], total: 0, page: 1, pageSize: 50 } },
    });
    const { router } = renderApp('/audit');
    const user = userEvent.setup();
    const action = await screen.findByRole('combobox', { name: 'Action' });
    await waitFor(() => expect(auditCalls(calls)).toHaveLength(1));

    await user.type(action, '  settings.update  ');
    await user.type(screen.getByRole('textbox', { name: 'Operator' }), ' ann ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(auditCalls(calls)).toHaveLength(2));
    const query = new URLSearchParams(auditCalls(calls)[1]!.path.split('?')[1]);
    expect(query.get('action')).toBe('settings.update');
    expect(query.get('operator')).toBe('ann');
    expect(query.has('targetType')).toBe(false);
    expect(router.state.location.search).toContain('action=settings.update');
    // The applied filters come back trimmed into the inputs.
    await waitFor(() => expect(action).toHaveValue('settings.update'));

    // An operator name longer than the audit query takes (32) is refused before any request.
    const operator = screen.getByRole('textbox', { name: 'Operator' });
    await user.clear(operator);
    await user.type(operator, 'x'.repeat(33));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 32 characters');
    expect(operator).toHaveAttribute('aria-invalid', 'true');
    expect(auditCalls(calls)).toHaveLength(2);
  });
});
