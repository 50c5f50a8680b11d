import { API, type TMemberKyc } from '@lw/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountDetail, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const base = {
  accountId: 5,
  username: 'somchai',
  contentType: 'image/png' as const,
  sizeBytes: 100,
  uploadedAt: '2026-03-04T04:00:00.000Z',
};

const memberKyc: TMemberKyc = {
  level: 1,
  kinds: [
    { kind: 'id_document', status: 'approved', canUpload: false, latest: null },
    { kind: 'selfie', status: 'approved', canUpload: false, latest: null },
    { kind: 'proof_of_address', status: 'rejected', canUpload: true, latest: null },
  ],
  history: [
    {
      ...base,
      id: 3,
      kind: 'proof_of_address',
      status: 'rejected',
      reviewedAt: '2026-03-04T05:00:00.000Z',
      reviewedBy: 'admin',
      reason: 'Older than 3 months',
    },
  ],
};

describe('member page: KYC card', { timeout: 30_000 }, () => {
  it("shows the member's level, each kind's status and the reviews with their reasons", async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.account(5)}`]: { body: accountDetail() },
      'GET /api/admin/accounts/5/kyc': { body: memberKyc },
    });
    renderApp('/accounts/5', { language: 'en' });
    expect(await screen.findByText('KYC level 1', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/identity verified/)).toBeInTheDocument();
    expect(screen.getByText('Proof of address: Rejected')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'KYC documents' });
    const row = within(table).getByText('Older than 3 months').closest('tr')!;
    expect(within(row).getByText('Proof of address')).toBeInTheDocument();
    expect(within(row).getByText(/admin/)).toBeInTheDocument();
  });
});
