import type { THelpCentre } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 5000 };

const centre: THelpCentre = {
  language: 'th',
  categories: [
    {
      id: 1,
      title: 'การเงิน',
      articles: [
        {
          id: 11,
          anchor: 'deposit',
          categoryId: 1,
          title: 'วิธีฝากเงิน',
          html: '<p>เลือกช่องทางชำระเงิน</p><img src=x onerror="window.__xss=1"><a href="/help#withdrawal">ถอน</a>',
        },
        {
          id: 12,
          anchor: 'withdrawal',
          categoryId: 1,
          title: 'วิธีถอนเงิน',
          html: '<p>ผูกบัญชีธนาคาร</p>',
        },
      ],
    },
  ],
};

function helpApi() {
  return stubApi({
    'GET /api/help': { body: centre },
    'GET /api/help/search': (call) => {
      const q = new URLSearchParams(call.search).get('q') ?? '';
      const items = q.includes('ถอน')
        ? [
            {
              id: 12,
              anchor: 'withdrawal',
              categoryId: 1,
              title: 'วิธีถอนเงิน',
              excerpt: 'ผูกบัญชีธนาคาร',
            },
          ]
        : [];
      return { body: { items } };
    },
  });
}

describe('help centre modal', () => {
  it('/help#deposit opens that article; its HTML renders inert; a help link opens another', async () => {
    const api = helpApi();
    renderApp('/help#deposit');
    const dialog = await screen.findByRole('dialog', { name: 'ศูนย์ช่วยเหลือ' }, SLOW);
    const heading = await within(dialog).findByRole('heading', { name: 'วิธีฝากเงิน' }, SLOW);
    expect(heading.closest('article')).toHaveAttribute('id', 'deposit');
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(api.calls.find((c) => c.path === '/api/help')?.search).toBe('?lang=th&device=WEB');

    await userEvent.setup().click(within(dialog).getByRole('link', { name: 'ถอน' }));
    expect(await within(dialog).findByRole('heading', { name: 'วิธีถอนเงิน' })).toBeInTheDocument();
  });

  it('lists categories, opens an article, goes back, and searches', async () => {
    helpApi();
    const user = userEvent.setup();
    renderApp('/help');
    const dialog = await screen.findByRole('dialog', { name: 'ศูนย์ช่วยเหลือ' }, SLOW);
    await user.click(await within(dialog).findByRole('button', { name: 'วิธีถอนเงิน' }, SLOW));
    expect(within(dialog).getByText('ผูกบัญชีธนาคาร')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'กลับไปหน้าหัวข้อ' }));
    expect(within(dialog).getByRole('heading', { name: 'การเงิน' })).toBeInTheDocument();

    const box = within(dialog).getByRole('searchbox', { name: 'ค้นหาในศูนย์ช่วยเหลือ' });
    await user.type(box, 'ถอน');
    const hit = await within(dialog).findByRole('button', { name: /วิธีถอนเงิน/ });
    expect(hit).toHaveTextContent('ผูกบัญชีธนาคาร');
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await within(dialog).findByText('ไม่พบบทความที่ตรงกับคำค้นหา')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'ถอน');
    await user.click(await within(dialog).findByRole('button', { name: /วิธีถอนเงิน/ }));
    expect(
      await within(dialog).findByRole('button', { name: 'กลับไปผลการค้นหา' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'วิธีถอนเงิน' })).toBeInTheDocument(),
    );
  });
});
