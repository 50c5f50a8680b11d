import type { TKycDocument, TMyKyc } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import kyc from '../../locales/th/kyc.json';
import pages from '../../locales/th/pages.json';
import { signIn, stubApi } from '../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const SLOW = { timeout: 8000 };

const doc = (over: Partial<TKycDocument>): TKycDocument => ({
  id: 1,
  kind: 'id_document',
  status: 'approved',
  contentType: 'image/png',
  sizeBytes: 1000,
  uploadedAt: '2026-11-20T03:00:00.000Z',
  reviewedAt: '2026-11-20T04:00:00.000Z',
  reason: null,
  ...over,
});

function myKyc(): TMyKyc {
  const id = doc({ id: 1 });
  const selfie = doc({ id: 2, kind: 'selfie', status: 'rejected', reason: 'ภาพไม่ชัด' });
  return {
    level: 0,
    kinds: [
      { kind: 'id_document', status: 'approved', canUpload: false, latest: id },
      { kind: 'selfie', status: 'rejected', canUpload: true, latest: selfie },
      { kind: 'proof_of_address', status: 'none', canUpload: true, latest: null },
    ],
    history: [selfie, id],
  };
}

function kycApi(upload?: () => { status?: number; body?: unknown }) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/kyc': { body: myKyc() },
    ...(upload ? { 'POST /api/kyc/documents/selfie': upload } : {}),
  });
}

const fileOf = (name: string, type: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type });

describe('the KYC page of the member centre', { timeout: 30_000 }, () => {
  it('shows the level, each document with its status and the reason it was not accepted', async () => {
    signIn(0);
    kycApi();
    renderApp('/member?page=kyc');
    expect(
      await screen.findByRole('heading', { name: pages.member.page.kyc }, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(kyc.level.title.replace('{{level}}', '0'), {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(kyc.level.about['0'])).toBeInTheDocument();
    const selfie = screen.getByRole('heading', { name: kyc.kind.selfie }).closest('li')!;
    expect(within(selfie).getByText(kyc.status.rejected)).toBeInTheDocument();
    expect(within(selfie).getByRole('note')).toHaveTextContent('ภาพไม่ชัด');
    const id = screen.getByRole('heading', { name: kyc.kind.id_document }).closest('li')!;
    expect(within(id).getByText(kyc.status.approved)).toBeInTheDocument();
    // An approved document cannot be sent again; the rejected and the missing ones can.
    expect(within(id).queryByLabelText(/อัปโหลด/)).toBeNull();
    expect(screen.getAllByLabelText(/อัปโหลด/)).toHaveLength(2);
  });

  it('checks the type and the 5 MB limit before uploading, then sends the bytes', async () => {
    signIn(0);
    const { calls, fetchMock } = kycApi(() => ({
      status: 201,
      body: doc({ id: 3, kind: 'selfie', status: 'pending', reviewedAt: null }),
    }));
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/member?page=kyc');
    const input = await screen.findByLabelText(
      kyc.upload.replace('{{kind}}', kyc.kind.selfie),
      {},
      SLOW,
    );
    await user.upload(input, fileOf('a.gif', 'image/gif'));
    expect(await screen.findByText(kyc.problem.type)).toBeInTheDocument();
    await user.upload(input, fileOf('big.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(kyc.problem.size)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.upload(input, fileOf('me.jpg', 'image/jpeg'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/kyc/documents/selfie');
    expect(post.authorization).toBe('Bearer tok-123');
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')![1]!;
    expect(new Headers(init.headers).get('Content-Type')).toBe('image/jpeg');
    expect(init.body).toBeInstanceOf(File);
  });

  it("shows the server's refusal of a file in Thai", async () => {
    signIn(0);
    kycApi(() => ({ status: 400, body: { error: { code: 'KYC_FILE_INVALID', message: 'x' } } }));
    const user = userEvent.setup();
    renderApp('/member?page=kyc');
    const input = await screen.findByLabelText(
      kyc.upload.replace('{{kind}}', kyc.kind.selfie),
      {},
      SLOW,
    );
    await user.upload(input, fileOf('fake.png', 'image/png'));
    expect(await screen.findByText('ไฟล์ต้องเป็น PNG, JPG หรือ PDF')).toBeInTheDocument();
  });
});
