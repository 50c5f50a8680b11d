import { ADMIN_GAMES_API, type TAdminGame, type TAdminVendor } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const me = sessionFor('super_admin');

const vendor: TAdminVendor = {
  code: 'PG',
  name: 'PG Soft',
  walletMode: 'seamless',
  baseUrl: 'https://pg.example/api',
  secretSet: true,
  currency: 'THB',
  enabled: true,
  maintenanceFrom: null,
  maintenanceUntil: null,
  inMaintenance: false,
  sortOrder: 0,
  logoUrl: '/images/vendors/PG.svg',
  customLogo: false,
  gameCount: 3,
  listedCount: 3,
  lastSyncAt: null,
  lastSyncResult: null,
};

const game: TAdminGame = {
  id: 7,
  vendor: 'PG',
  gameCode: 'ox',
  gameType: 'RNG',
  gameClassify: 'VIDEO_SLOT',
  names: { en: 'Fortune Ox', th: 'วัวนำโชค' },
  customNames: null,
  iconUrl: '/images/games/PG/ox.svg',
  customIconUrl: null,
  listed: true,
  hidden: false,
  vendorHot: false,
  hotOverride: null,
  vendorNew: false,
  newOverride: null,
  sortOrder: null,
  minBet: 100,
  minLineNum: 25,
  supportPlay: 0,
  syncedAt: '2026-11-24T00:00:00.000Z',
};

describe('game vendors screen', () => {
  it('syncs a vendor now and shows the result; the edit drawer never asks for the secret again', async () => {
    const user = userEvent.setup();
    const syncs: RecordedCall[] = [];
    const patches: RecordedCall[] = [];
    let synced = false;
    mockFetch({
      [`GET /api/admin/auth/session`]: { body: me },
      [`GET ${ADMIN_GAMES_API.vendors}`]: () => ({
        body: {
          items: [
            synced
              ? {
                  ...vendor,
                  lastSyncResult: {
                    vendor: 'PG',
                    at: '2026-11-24T01:00:00.000Z',
                    ok: true,
                    added: 3,
                    updated: 0,
                    removed: 0,
                  },
                }
              : vendor,
          ],
        },
      }),
      [`POST ${ADMIN_GAMES_API.vendorSync('PG')}`]: (call) => {
        syncs.push(call);
        synced = true;
        return {
          body: {
            vendor: 'PG',
            at: '2026-11-24T01:00:00.000Z',
            ok: true,
            added: 3,
            updated: 0,
            removed: 0,
          },
        };
      },
      [`PATCH ${ADMIN_GAMES_API.vendor('PG')}`]: (call) => {
        patches.push(call);
        return { body: { ...vendor, name: 'PG Soft 2' } };
      },
    });
    renderApp('/games/vendors');
    const table = await screen.findByRole('table', { name: 'Game vendors' });
    expect(await within(table).findByText('Never synced')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Sync the catalogue of PG now' }));
    expect(await screen.findByText('PG synced: 3 added, 0 updated, 0 removed')).toBeInTheDocument();
    expect(syncs).toHaveLength(1);
    expect(await within(table).findByText('+3 / ~0 / −0')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Edit PG' }));
    const drawer = await screen.findByRole('dialog', { name: 'PG Soft' });
    expect(within(drawer).getByLabelText('Replace shared secret')).toHaveValue('');
    await user.clear(within(drawer).getByLabelText('Name'));
    await user.type(within(drawer).getByLabelText('Name'), 'PG Soft 2');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toMatchObject({ name: 'PG Soft 2', enabled: true });
    expect(patches[0]!.body).not.toHaveProperty('secret');
  });
});

describe('games screen', () => {
  it('lists games and saves a custom name and a hot override', async () => {
    const user = userEvent.setup();
    const patches: RecordedCall[] = [];
    mockFetch({
      [`GET /api/admin/auth/session`]: { body: me },
      [`GET ${ADMIN_GAMES_API.vendors}`]: { body: { items: [vendor] } },
      [`GET ${ADMIN_GAMES_API.games}`]: {
        body: { items: [game], total: 1, page: 1, pageSize: 50 },
      },
      [`PATCH ${ADMIN_GAMES_API.game(7)}`]: (call) => {
        patches.push(call);
        return { body: { ...game, customNames: { en: 'Lucky Ox' }, hotOverride: true } };
      },
    });
    renderApp('/games/catalogue');
    const table = await screen.findByRole('table', { name: 'Games' });
    expect(await within(table).findByText('Fortune Ox')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Edit ox' }));
    const drawer = await screen.findByRole('dialog', { name: 'Fortune Ox' });
    await user.type(within(drawer).getByLabelText('English'), 'Lucky Ox');
    await user.selectOptions(within(drawer).getByLabelText('Hot'), 'on');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({
      customNames: { en: 'Lucky Ox' },
      sortOrder: null,
      hotOverride: true,
      newOverride: null,
      hidden: false,
    });
  });
});
