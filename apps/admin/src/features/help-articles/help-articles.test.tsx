import { API, HELP_API, type TAdminHelpArticle, type TAdminHelpCategory } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const category: TAdminHelpCategory = {
  id: 3,
  title: { th: 'การเงิน', en: 'Payments', zh: '存款与提款' },
  sortOrder: 10,
  enabled: true,
  articleCount: 1,
  updatedAt: '2026-03-01T09:30:00.000Z',
};

const article: TAdminHelpArticle = {
  id: 9,
  categoryId: 3,
  anchor: 'deposit',
  title: { th: 'วิธีฝากเงิน', en: 'How to deposit', zh: '如何存款' },
  body: {
    th: '<p>ไทย</p>',
    en: '<p>Choose a method</p><img src=x onerror="window.__x=1">',
    zh: '',
  },
  sortOrder: 10,
  enabled: true,
  updatedAt: '2026-03-01T09:30:00.000Z',
};

describe('help centre screen', () => {
  it('lists categories with their articles, previews a body sanitized, saves an article', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('content') },
      [`GET ${HELP_API.admin.categories}`]: { body: { items: [category] } },
      [`GET ${HELP_API.admin.articles}`]: { body: { items: [article] } },
      [`PUT ${HELP_API.admin.article(9)}`]: (call) => {
        puts.push(call);
        return { body: article };
      },
    });
    renderApp('/content/help');
    expect(await screen.findByText('How to deposit')).toBeInTheDocument();
    expect(screen.getByText('/help#deposit')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit How to deposit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit article' });
    await user.click(within(drawer).getByRole('tab', { name: 'English' }));
    await user.click(within(drawer).getByRole('switch', { name: 'Preview' }));
    expect(within(drawer).getByText('Choose a method')).toBeInTheDocument();
    expect(drawer.querySelector('img[onerror]')).toBeNull();

    const anchor = within(drawer).getByLabelText('Anchor');
    await user.clear(anchor);
    await user.type(anchor, 'Top-Up');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({ anchor: 'top-up', categoryId: 3, title: article.title });
  });

  it('is closed to operators without content.manage', async () => {
    mockFetch({ [`GET ${API.admin.session}`]: { body: sessionFor('finance') } });
    renderApp('/content/help');
    expect(
      await screen.findByText('Your role does not give access to this screen.'),
    ).toBeInTheDocument();
  });
});
