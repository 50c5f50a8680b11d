import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

describe('licence badges', () => {
  it('name the licence in the page language and open its certificate under that name', async () => {
    stubApi({});
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const badge = await within(footer).findByRole('button', {
      name: /ใบอนุญาตเกม PAGCOR/,
    });
    expect(within(footer).queryByText('PAGCOR Gaming Licence')).not.toBeInTheDocument();
    await userEvent.click(badge);
    expect(await screen.findByRole('dialog', { name: 'ใบอนุญาตเกม PAGCOR' })).toBeInTheDocument();
  });
});
