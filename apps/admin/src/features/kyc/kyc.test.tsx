import { API, KYC_API, type TKycQueueItem } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const item = (over: Partial<TKycQueueItem> = {}): TKycQueueItem => ({
  id: 11,
  accountId: 42,
  username: 'somchai',
  kind: 'id_document',
  status: 'pending',
  contentType: 'image/png',
  sizeBytes: 1234,
  uploadedAt: '2026-12-01T05:00:00.000Z',
  reviewedAt: null,
  reason: null,
  reviewedBy: null,
  ageSeconds: 26 * 3600,
  level: 0,
  ...over,
});

const path = (p: string, id: number) => p.replace(':id', String(id));

describe('KYC queue', { timeout: 20_000 }, () => {
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:kyc-file');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('lists waiting documents with their age, shows the image and approves it', async () => {
    const user = userEvent.setup();
    let pending = [
      item(),
      item({
        id: 12,
        username: 'malee',
        kind: 'proof_of_address',
        contentType: 'application/pdf',
        ageSeconds: 120,
      }),
    ];
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${KYC_API.admin.queue}`]: () => ({ body: { items: pending, total: pending.length } }),
      [`GET ${path(KYC_API.admin.file, 11)}`]: { body: 'png-bytes' },
      [`POST ${path(KYC_API.admin.review, 11)}`]: () => {
        pending = pending.filter((p) => p.id !== 11);
        return { body: { ...item(), status: 'approved', reviewedBy: 'admin' } };
      },
    });
    renderApp('/kyc', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'KYC queue' });
    const row = (await within(table).findByText('somchai')).closest('tr')!;
    expect(within(row).getByText('ID document')).toBeInTheDocument();
    expect(within(row).getByText('1 day')).toBeInTheDocument();
    const second = within(table).getByText('malee').closest('tr')!;
    expect(within(second).getByText('2 minutes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KYC queue' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Review the document of somchai' }));
    const dialog = await screen.findByRole('dialog', { name: 'KYC document #11' });
    const image = await within(dialog).findByRole('img', { name: "The member's ID document" });
    expect(image).toHaveAttribute('src', 'blob:kyc-file');
    // Reject and re-request wait for a reason.
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Ask to upload again' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'approve' }),
    );
    expect(await screen.findByText('The document is approved.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('somchai')).toBeNull());
  });

  it('rejects with the reason, and says so when another operator was first', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('support') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${KYC_API.admin.queue}`]: {
        body: { items: [item({ contentType: 'application/pdf' })], total: 1 },
      },
      [`GET ${path(KYC_API.admin.file, 11)}`]: { body: 'pdf-bytes' },
      [`POST ${path(KYC_API.admin.review, 11)}`]: apiError('KYC_DOCUMENT_NOT_PENDING', 409),
    });
    renderApp('/kyc', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'KYC queue' });
    await user.click(
      await within(table).findByRole('button', { name: 'Review the document of somchai' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'Open the PDF' })).toHaveAttribute(
      'href',
      'blob:kyc-file',
    );
    await user.type(within(dialog).getByLabelText(/Reason/), 'Photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        decision: 'reject',
        reason: 'Photo is blurred',
      }),
    );
    expect(await screen.findByText('This document has already been reviewed.')).toBeInTheDocument();
  });

  it('is not offered to an operator without kyc.review', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
    });
    renderApp('/kyc', { language: 'en' });
    expect(
      await screen.findByText('Your role does not give access to this screen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'KYC queue' })).toBeNull();
  });
});
