import { API, WITHDRAWAL_API } from '@lw/contracts';
import { screen, within } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { adminWithdrawal, withdrawalPage } from '../test-fixtures';

/** The back office's own style sheets, so computed styles are the ones a browser applies. */
function loadStyles(): HTMLStyleElement {
  const dir = path.resolve(import.meta.dirname, '../../../styles');
  const style = document.createElement('style');
  style.textContent = ['tokens.css', 'base.css', 'layout.css', 'components.css', 'screens.css']
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
  document.head.appendChild(style);
  return style;
}

describe('queue status tabs', () => {
  let style: HTMLStyleElement | null = null;
  afterEach(() => style?.remove());

  it('keep every label whole: the tabs wrap as wholes instead of word by word', async () => {
    style = loadStyles();
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${WITHDRAWAL_API.admin.withdrawals}`]: { body: withdrawalPage([adminWithdrawal()]) },
    });
    renderApp('/cashier/withdrawals', { language: 'th' });
    const tabs = await screen.findByRole('group', { name: 'สถานะ' });
    expect(getComputedStyle(tabs).flexWrap).toBe('wrap');

    const pending = within(tabs).getByRole('button', { name: /รอดำเนินการ/ });
    // The label sits in its own element, apart from the count and sum, and never breaks.
    const label = within(pending).getByText('รอดำเนินการ');
    expect(label).toHaveClass('kind-tabs__label');
    expect(getComputedStyle(pending).whiteSpace).toBe('nowrap');
    expect(await within(pending).findByTestId('total-requested')).toHaveClass('kind-tabs__total');
    for (const tab of within(tabs).getAllByRole('button')) {
      expect(getComputedStyle(tab).whiteSpace).toBe('nowrap');
    }
  });
});
