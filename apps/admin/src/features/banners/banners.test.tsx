import { BANNERS_API, PROFILE_API, type TAdminBanner } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const UPLOADED = `/images/uploads/${'c'.repeat(64)}.png`;

const banner = (id: number, patch: Partial<TAdminBanner> = {}): TAdminBanner => ({
  id,
  group: 'w_home',
  imageUrl: UPLOADED,
  images: {},
  titles: { en: `Banner ${id}` },
  link: { type: 'none' },
  audience: 'all',
  startsAt: null,
  endsAt: null,
  sortOrder: id * 10,
  enabled: true,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  ...patch,
});

function api(list: TAdminBanner[]) {
  const posted: RecordedCall[] = [];
  const ordered: RecordedCall[] = [];
  const mock = mockFetch({
    'GET /api/admin/auth/session': { body: sessionFor('content') },
    [`GET ${BANNERS_API.admin}`]: { body: { banners: list } },
    [`POST ${BANNERS_API.adminImages}`]: { status: 201, body: { url: UPLOADED } },
    [`POST ${BANNERS_API.admin}`]: (call) => {
      posted.push(call);
      return { status: 201, body: banner(9, call.body as Partial<TAdminBanner>) };
    },
    [`PUT ${BANNERS_API.adminOrder}`]: (call) => {
      ordered.push(call);
      return { body: { banners: [...list].reverse() } };
    },
    [`GET ${PROFILE_API.adminAvatars}`]: {
      body: {
        avatars: [
          { id: 'b1', url: '/api/content/avatars/builtin/b1.svg', builtIn: true },
          { id: 'u4', url: UPLOADED, builtIn: false },
        ],
      },
    },
  });
  return { ...mock, posted, ordered };
}

describe('banners screen', () => {
  it('lists a group with thumbnails and reorders it', async () => {
    const user = userEvent.setup();
    const { ordered } = api([banner(1), banner(2)]);
    renderApp('/content/banners?group=w_home');
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toHaveAttribute('src', UPLOADED);
    const rows = screen.getAllByRole('row');
    await user.click(within(rows[2]!).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(ordered).toHaveLength(1));
    expect(ordered[0]!.body).toEqual({ group: 'w_home', ids: [2, 1] });
    // Built-in avatars cannot be deleted; uploaded ones can.
    const avatars = screen.getByRole('region', { name: 'Avatar icons' });
    expect(within(avatars).queryByRole('button', { name: 'Delete avatar b1' })).toBeNull();
    expect(within(avatars).getByRole('button', { name: 'Delete avatar u4' })).toBeInTheDocument();
  });

  it('creates a banner with an uploaded image, refusing a javascript: link first', async () => {
    const user = userEvent.setup();
    const { posted, calls } = api([]);
    renderApp('/content/banners?group=w_login');
    expect(await screen.findByText(/No banners in this group/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const drawer = await screen.findByRole('dialog', { name: 'New banner' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    await user.upload(within(drawer).getByLabelText('Image: Upload image'), png);
    expect(await within(drawer).findByRole('img', { name: 'Preview' })).toHaveAttribute(
      'src',
      UPLOADED,
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === BANNERS_API.adminImages)).toBe(true);
    await user.type(within(drawer).getAllByLabelText('Title')[1]!, 'Welcome back');
    await user.selectOptions(within(drawer).getByLabelText('Link'), 'external');
    await user.type(within(drawer).getByLabelText('Outside address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('Give a site path starting with / or an http(s) address.'),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.clear(within(drawer).getByLabelText('Outside address'));
    await user.type(within(drawer).getByLabelText('Outside address'), 'https://partner.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({
      group: 'w_login',
      imageUrl: UPLOADED,
      titles: { en: 'Welcome back' },
      link: { type: 'external', url: 'https://partner.example' },
      audience: 'all',
      enabled: true,
    });
  });

  it('is closed to operators without content.manage', async () => {
    mockFetch({ 'GET /api/admin/auth/session': { body: sessionFor('finance') } });
    renderApp('/content/banners');
    expect(
      await screen.findByText('Your role does not give access to this screen.'),
    ).toBeInTheDocument();
  });
});
