import { ADMIN_GAMES_API, CHAT_API, PROFILE_API } from '@lw/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { TINY_PNG } from '../src/domains/content/chat/chat-test-kit.js';
import { openApiOfTestApp, operations } from './openapi-operations.js';
import {
  linkProbes,
  mismatchesOf,
  probesOf,
  revalidationProbe,
  type Probe,
  type ProbeSessions,
} from './openapi-probes.js';
import { adminHeaders, playerLogin } from './test-app.js';

type Sent = { probe: Probe; op: OpenAPIV3_1.OperationObject };
type Answered = Sent & { res: LightMyRequestResponse };

/** Sends the probes, eight at a time (enough to keep the database busy, few enough to be calm). */
async function send(app: App, probes: Sent[]): Promise<Answered[]> {
  const answered: Answered[] = [];
  for (let i = 0; i < probes.length; i += 8) {
    const batch = probes.slice(i, i + 8);
    answered.push(
      ...(await Promise.all(
        batch.map(async (sent) => ({ ...sent, res: await app.inject(sent.probe.request) })),
      )),
    );
  }
  return answered;
}

const jsonBody = (res: LightMyRequestResponse): unknown =>
  res.statusCode < 300 && String(res.headers['content-type']).includes('json') ? res.json() : null;

/** Signs in one session of each kind; an operator of the narrowest role gets the 403s. */
async function signIn(app: App): Promise<ProbeSessions> {
  const admin = await adminHeaders(app);
  const limited = { username: 'probe.content', password: 'Probe-content-123x' };
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/operators',
    headers: admin,
    payload: { ...limited, displayName: 'Probe', role: 'content' },
  });
  if (created.statusCode !== 201) throw new Error(`operator: ${created.body}`);
  return {
    admin,
    limitedAdmin: await adminHeaders(app, limited.username, limited.password),
    member: (await playerLogin(app, 'member01', 'member01pass')).headers,
    agent: (await playerLogin(app, 'agent01', 'agent01pass', 'agent')).headers,
  };
}

/**
 * Things whose reads answer bytes: an uploaded avatar and a (disabled, so never called) vendor,
 * both listed with their image as a link, and a chat image (its address is made here).
 */
async function makeImages(app: App, sessions: ProbeSessions): Promise<string[]> {
  const vendor = await app.inject({
    method: 'POST',
    url: ADMIN_GAMES_API.vendors,
    headers: sessions.admin,
    payload: {
      code: 'PROBE',
      name: 'Probe',
      walletMode: 'seamless',
      baseUrl: 'http://127.0.0.1:9',
      currency: 'THB',
      enabled: false,
      secret: 'probe-secret',
    },
  });
  if (vendor.statusCode !== 201) throw new Error(`vendor: ${vendor.body}`);
  const avatar = await app.inject({
    method: 'POST',
    url: PROFILE_API.adminAvatars,
    headers: { ...sessions.admin, 'content-type': 'image/png' },
    payload: TINY_PNG,
  });
  if (avatar.statusCode !== 201) throw new Error(`avatar: ${avatar.body}`);
  const chat = await app.inject({
    method: 'POST',
    url: CHAT_API.conversations,
    headers: sessions.member,
  });
  const image = await app.inject({
    method: 'POST',
    url: CHAT_API.images.replace(':id', String(chat.json<{ id: number }>().id)),
    headers: { ...sessions.member, 'content-type': 'image/png' },
    payload: TINY_PNG,
  });
  if (image.statusCode !== 201) throw new Error(`chat image: ${image.body}`);
  const { imageId } = image.json<{ imageId: number }>();
  return [CHAT_API.image, CHAT_API.admin.image].map((path) => path.replace(':id', String(imageId)));
}

/**
 * Issue 22 item 7: every answer the server gives is one the OpenAPI document declares, on every
 * operation of the document (a new route is probed without a line here). Each operation gets the
 * requests of `probesOf` (anonymous, malformed, oversize, wrong content type, unknown id or plain
 * success, the wrong session); then the addresses the answers link to are read, and every answer
 * with an ETag is asked again with it (304).
 */
describe('OpenAPI conformance of statuses and content types', () => {
  const api = openApiOfTestApp();

  it('answers only declared statuses and content types, and never a 5xx', async () => {
    const { app } = api.t;
    const sessions = await signIn(app);
    const uploaded = await makeImages(app, sessions);
    const ops = operations(api.doc);
    expect(ops.length).toBeGreaterThan(200);

    const first = await send(
      app,
      ops.flatMap(({ method, path, op }) =>
        probesOf(api.doc, method, path, op, sessions).map((probe) => ({ probe, op })),
      ),
    );
    const bodies = [...first.map(({ res }) => ({ body: jsonBody(res) })), { body: uploaded }];
    const followed = await send(app, linkProbes(api.doc, bodies, sessions));
    const revalidated = await send(
      app,
      [...first, ...followed].flatMap(({ probe, op, res }) => {
        const etag = res.headers.etag;
        return res.statusCode === 200 && typeof etag === 'string'
          ? [{ probe: revalidationProbe(probe, etag), op }]
          : [];
      }),
    );
    const answered = [...first, ...followed, ...revalidated];

    // The probes reached what they are for: successes, links, images and their revalidations.
    const statuses = new Set(answered.map(({ res }) => res.statusCode));
    for (const status of [200, 304, 400, 401, 403, 404, 413, 415])
      expect(statuses).toContain(status);
    const types = new Set(answered.map(({ res }) => String(res.headers['content-type'])));
    expect([...types]).toEqual(expect.arrayContaining(['image/png', 'image/svg+xml']));
    expect(followed.length).toBeGreaterThan(0);

    const mismatches = answered.flatMap(({ probe, op, res }) => mismatchesOf(probe, op, res));
    expect(mismatches).toEqual([]);
  }, 60_000);
});
