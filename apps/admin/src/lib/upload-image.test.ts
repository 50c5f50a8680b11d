import { ZUploadedImage } from '@lw/contracts';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../test/fetch-mock';
import { ApiError } from './api-client';
import { writeToken } from './storage';
import { uploadImage } from './upload-image';

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });

describe('uploadImage', () => {
  it('sends the bytes as they are, with their type and the bearer token, and checks the answer', async () => {
    writeToken('tok-1');
    const { calls, fetchMock } = mockFetch({
      'POST /api/admin/images': { status: 201, body: { url: '/images/content/a.png' } },
    });
    const file = png();
    await expect(uploadImage('POST', '/api/admin/images', file, ZUploadedImage)).resolves.toEqual({
      url: '/images/content/a.png',
    });
    expect(calls[0]!.headers).toMatchObject({
      'Content-Type': 'image/png',
      Authorization: 'Bearer tok-1',
    });
    expect(fetchMock.mock.calls[0]![1]!.body).toBe(file);
  });

  it("keeps the server's error code, and names a proxy's bare 413 and a lost network", async () => {
    mockFetch({ 'PUT /api/x': apiError('IMAGE_INVALID', 400) });
    await expect(uploadImage('PUT', '/api/x', png(), ZUploadedImage)).rejects.toMatchObject({
      code: 'IMAGE_INVALID',
      status: 400,
    });

    vi.stubGlobal('fetch', async () => new Response('<html>too large</html>', { status: 413 }));
    await expect(uploadImage('PUT', '/api/x', png(), ZUploadedImage)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const lost = await uploadImage('PUT', '/api/x', png(), ZUploadedImage).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(ApiError);
    expect(lost).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
