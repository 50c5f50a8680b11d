import { KYC_MAX_FILE_BYTES } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { accounts } from '../../../db/schema/index.js';
import { publishedPayloads } from '../../../platform/events/events-test-kit.js';
import { auditActions, operatorHeaders } from '../../cashier/deposits/deposits-test-kit.js';
import { createMember, type Headers } from '../../cashier/withdrawals/cashier-test-kit.js';
import { fileBytes, kycDataDir, reviewKyc, uploadKyc } from './kyc-test-kit.js';

let t: TestApp;
let admin: Headers;
let dataDir: string;
let n = 0;

beforeAll(async () => {
  dataDir = kycDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const member = () => createMember(t, `kyc${String(++n).padStart(3, '0')}${Date.now() % 10_000}`);
const myKyc = (headers: Headers) => t.app.inject({ url: '/api/kyc', headers });
const errorOf = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  code: (res.json() as { error?: { code: string } }).error?.code,
});

describe('member uploads', () => {
  it('accepts PNG, JPEG and PDF by their bytes and stores them under DATA_DIR/kyc', async () => {
    const m = await member();
    const png = await uploadKyc(t, m.headers, 'id_document', fileBytes('png'), 'image/png');
    // The declared type does not matter: the bytes decide (a JPEG sent as application/pdf).
    const jpg = await uploadKyc(t, m.headers, 'selfie', fileBytes('jpg'), 'application/pdf');
    const pdf = await uploadKyc(t, m.headers, 'proof_of_address', fileBytes('pdf', 2048));
    for (const res of [png, jpg, pdf]) expect(res.statusCode, res.body).toBe(201);
    expect([png, jpg, pdf].map((r) => r.json().contentType)).toEqual([
      'image/png',
      'image/jpeg',
      'application/pdf',
    ]);
    expect(pdf.json()).toMatchObject({
      kind: 'proof_of_address',
      status: 'pending',
      sizeBytes: 2048,
    });
    const files = fs.readdirSync(path.join(dataDir, 'kyc', String(m.id)));
    expect(files.sort().map((f) => path.extname(f))).toEqual(
      expect.arrayContaining(['.png', '.jpg', '.pdf']),
    );
    const mine = (await myKyc(m.headers)).json();
    expect(mine.level).toBe(0);
    expect(
      mine.kinds.map((k: { status: string; canUpload: boolean }) => [k.status, k.canUpload]),
    ).toEqual([
      ['pending', false],
      ['pending', false],
      ['pending', false],
    ]);
    expect(await publishedPayloads(t.app.services.db, 'kyc.document_uploaded')).toContainEqual({
      accountId: m.id,
      documentId: png.json().id,
      kind: 'id_document',
    });
  });

  it('refuses what the magic bytes say is not PNG, JPEG or PDF, whatever the header says', async () => {
    const m = await member();
    for (const [bytes, type] of [
      [fileBytes('text'), 'image/png'],
      [fileBytes('gif'), 'image/jpeg'],
      [Buffer.alloc(0), 'application/pdf'],
    ] as const) {
      const res = await uploadKyc(t, m.headers, 'id_document', bytes, type);
      expect(errorOf(res)).toEqual({ status: 400, code: 'KYC_FILE_INVALID' });
    }
    const html = await uploadKyc(t, m.headers, 'id_document', fileBytes('png'), 'text/html');
    expect(html.statusCode).toBe(415);
    const kind = await uploadKyc(t, m.headers, 'passport', fileBytes('png'));
    expect(errorOf(kind)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect((await myKyc(m.headers)).json().history).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'kyc', String(m.id)))).toBe(false);
  });

  it('takes 5 MB and refuses one byte more with 413', async () => {
    const m = await member();
    const over = await uploadKyc(t, m.headers, 'selfie', fileBytes('png', KYC_MAX_FILE_BYTES + 1));
    expect(errorOf(over)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const max = await uploadKyc(t, m.headers, 'selfie', fileBytes('jpg', KYC_MAX_FILE_BYTES));
    expect(max.statusCode, max.body).toBe(201);
  });

  it('refuses a second document of a kind while one waits, and a signed-out upload', async () => {
    const m = await member();
    expect((await uploadKyc(t, m.headers, 'selfie', fileBytes('png'))).statusCode).toBe(201);
    const again = await uploadKyc(t, m.headers, 'selfie', fileBytes('png'));
    expect(errorOf(again)).toEqual({ status: 409, code: 'KYC_UPLOAD_NOT_EXPECTED' });
    const anon = await uploadKyc(t, {}, 'selfie', fileBytes('png'));
    expect(anon.statusCode).toBe(401);
  });

  it('refuses a trial account (play money, no withdrawals to verify)', async () => {
    const m = await member();
    await t.app.services.db.update(accounts).set({ type: 4 }).where(eq(accounts.id, m.id));
    const res = await uploadKyc(t, m.headers, 'selfie', fileBytes('png'));
    expect(errorOf(res)).toEqual({ status: 403, code: 'TRIAL_NOT_ALLOWED' });
  });

  it('two racing uploads of one kind store one document', async () => {
    const m = await member();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => uploadKyc(t, m.headers, 'id_document', fileBytes('png'))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect((await myKyc(m.headers)).json().history).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, 'kyc', String(m.id)))).toHaveLength(1);
  });
});

describe('privacy and the operator viewer', () => {
  it("a member sees only their own documents and cannot fetch anyone's file", async () => {
    const owner = await member();
    const other = await member();
    const doc = (await uploadKyc(t, owner.headers, 'id_document', fileBytes('pdf'))).json();
    expect((await myKyc(other.headers)).json().history).toEqual([]);
    const viaAdmin = await t.app.inject({
      url: `/api/admin/kyc/documents/${doc.id}/file`,
      headers: other.headers,
    });
    expect(viaAdmin.statusCode).toBe(401);
    const queue = await t.app.inject({ url: '/api/admin/kyc/queue', headers: owner.headers });
    expect(queue.statusCode).toBe(401);
  });

  it('an operator with kyc.review views the file inline, typed and not sniffable', async () => {
    const m = await member();
    const bytes = fileBytes('jpg', 4096);
    const doc = (await uploadKyc(t, m.headers, 'selfie', bytes, 'image/jpeg')).json();
    const res = await t.app.inject({
      url: `/api/admin/kyc/documents/${doc.id}/file`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    const missing = await t.app.inject({
      url: '/api/admin/kyc/documents/999999/file',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('needs kyc.review: finance is refused, support may review', async () => {
    const m = await member();
    const doc = (await uploadKyc(t, m.headers, 'selfie', fileBytes('png'))).json();
    const finance = await operatorHeaders(t, 'finance');
    expect((await t.app.inject({ url: '/api/admin/kyc/queue', headers: finance })).statusCode).toBe(
      403,
    );
    const refused = await reviewKyc(t, finance, doc.id, { decision: 'approve' });
    expect(errorOf(refused)).toEqual({ status: 403, code: 'FORBIDDEN' });
    const file = await t.app.inject({
      url: `/api/admin/kyc/documents/${doc.id}/file`,
      headers: finance,
    });
    expect(file.statusCode).toBe(403);
    const support = await operatorHeaders(t, 'support');
    expect((await reviewKyc(t, support, doc.id, { decision: 'approve' })).statusCode).toBe(200);
  });
});

describe('the review queue', () => {
  it('lists pending documents oldest first with their age', async () => {
    const a = await member();
    const b = await member();
    const first = (await uploadKyc(t, a.headers, 'selfie', fileBytes('png'))).json();
    t.clock.advance(90_000);
    const second = (await uploadKyc(t, b.headers, 'selfie', fileBytes('png'))).json();
    t.clock.advance(30_000);
    const res = await t.app.inject({ url: '/api/admin/kyc/queue?limit=200', headers: admin });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: number; ageSeconds: number; username: string }[];
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(items.find((i) => i.id === first.id)).toMatchObject({
      ageSeconds: 120,
      username: a.username,
    });
    expect(items.find((i) => i.id === second.id)?.ageSeconds).toBe(30);
    const uploaded = items.map((i) =>
      Date.parse((i as unknown as { uploadedAt: string }).uploadedAt),
    );
    expect([...uploaded].sort((x, y) => x - y)).toEqual(uploaded);
  });

  it('derives the level: ID + selfie is 1, proof of address is 2; a re-request takes it back', async () => {
    const m = await member();
    const level = async () => (await myKyc(m.headers)).json().level;
    const up = async (kind: string) =>
      (await uploadKyc(t, m.headers, kind, fileBytes('png'))).json().id as number;
    const id = await up('id_document');
    expect((await reviewKyc(t, admin, id, { decision: 'approve' })).json()).toMatchObject({
      status: 'approved',
      reviewedBy: 'admin',
    });
    expect(await level()).toBe(0);
    const selfie = await up('selfie');
    await reviewKyc(t, admin, selfie, { decision: 'approve' });
    expect(await level()).toBe(1);
    // The proof of address alone never raises the level past a missing identity.
    const poa = await up('proof_of_address');
    const rejected = await reviewKyc(t, admin, poa, {
      decision: 'reject',
      reason: 'Older than 3 months',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Older than 3 months' });
    let mine = (await myKyc(m.headers)).json();
    expect(mine.level).toBe(1);
    expect(mine.kinds[2]).toMatchObject({
      kind: 'proof_of_address',
      status: 'rejected',
      canUpload: true,
      latest: { reason: 'Older than 3 months' },
    });
    const poa2 = await up('proof_of_address');
    await reviewKyc(t, admin, poa2, { decision: 'approve' });
    expect(await level()).toBe(2);
    // An approved ID asked again (expired): back to 0 until a new one is approved.
    const again = await reviewKyc(t, admin, id, { decision: 'rerequest', reason: 'ID expired' });
    expect(again.json()).toMatchObject({ status: 'rerequested', reason: 'ID expired' });
    mine = (await myKyc(m.headers)).json();
    expect(mine.level).toBe(0);
    expect(mine.kinds[0]).toMatchObject({ status: 'rerequested', canUpload: true });
    expect(await publishedPayloads(t.app.services.db, 'kyc.document_reviewed')).toContainEqual(
      expect.objectContaining({ documentId: id, decision: 'rerequest', level: 0, accountId: m.id }),
    );
    const card = await t.app.inject({ url: `/api/admin/accounts/${m.id}/kyc`, headers: admin });
    expect(card.json()).toMatchObject({ level: 0 });
    expect(card.json().history).toHaveLength(4);
  });

  it('audits every review and leaves the member an inbox notice with the reason', async () => {
    const m = await member();
    const doc = (await uploadKyc(t, m.headers, 'id_document', fileBytes('png'))).json();
    await reviewKyc(t, admin, doc.id, { decision: 'reject', reason: 'Photo is blurred' });
    expect(await auditActions(t, 'kyc_document', doc.id)).toEqual(['kyc.reject']);
    const doc2 = (await uploadKyc(t, m.headers, 'id_document', fileBytes('png'))).json();
    await reviewKyc(t, admin, doc2.id, { decision: 'approve' });
    await reviewKyc(t, admin, doc2.id, { decision: 'rerequest', reason: 'Need the back side' });
    expect(await auditActions(t, 'kyc_document', doc2.id)).toEqual([
      'kyc.approve',
      'kyc.rerequest',
    ]);
    const inbox = await t.app.inject({ url: '/api/messages', headers: m.headers });
    const text = JSON.stringify(inbox.json());
    expect(text).toContain('Photo is blurred');
    expect(text).toContain('Need the back side');
    expect(inbox.json().total).toBe(2);
  });

  it('refuses a review without a reason, a too long reason, or of a reviewed document', async () => {
    const m = await member();
    const doc = (await uploadKyc(t, m.headers, 'selfie', fileBytes('png'))).json();
    for (const body of [
      { decision: 'reject' },
      { decision: 'rerequest', reason: '  ' },
      { decision: 'reject', reason: 'x'.repeat(501) },
      { decision: 'delete' },
    ]) {
      expect(errorOf(await reviewKyc(t, admin, doc.id, body))).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
    const huge = await reviewKyc(t, admin, Number.MAX_SAFE_INTEGER + 2, { decision: 'approve' });
    expect(huge.statusCode).toBe(400);
    expect(errorOf(await reviewKyc(t, admin, 999_999, { decision: 'approve' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    await reviewKyc(t, admin, doc.id, { decision: 'reject', reason: 'Not a face' });
    expect(errorOf(await reviewKyc(t, admin, doc.id, { decision: 'approve' }))).toEqual({
      status: 409,
      code: 'KYC_DOCUMENT_NOT_PENDING',
    });
  });

  it('100 parallel reviews of one document review it once: one audit entry, one event', async () => {
    const m = await member();
    const doc = (await uploadKyc(t, m.headers, 'selfie', fileBytes('png'))).json();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        reviewKyc(
          t,
          admin,
          doc.id,
          i % 2 ? { decision: 'approve' } : { decision: 'reject', reason: `r${i}` },
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(99);
    expect(await auditActions(t, 'kyc_document', doc.id)).toHaveLength(1);
    const events = (await publishedPayloads(t.app.services.db, 'kyc.document_reviewed')) as {
      documentId: number;
    }[];
    expect(events.filter((e) => e.documentId === doc.id)).toHaveLength(1);
  });
});
