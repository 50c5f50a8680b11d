import SwaggerParser from '@apidevtools/swagger-parser';
import {
  ADMIN_ANNOUNCEMENTS_API,
  AGENT_TEAM_API,
  ADMIN_GAME_ROUNDS_API,
  ADMIN_GAMES_API,
  ADMIN_HOUSE_API,
  ADMIN_HOUSE_CRASH_API,
  ANNOUNCEMENTS_API,
  API,
  BANNERS_API,
  ADMIN_ALERTS_API,
  ADMIN_JOBS_API,
  ADMIN_EVENTS_API,
  LIMIT_API,
  EXCLUSIONS_API,
  IDENTITY_MATCHES_API,
  KYC_API,
  AGENT_SITE_API,
  ADMIN_AGENT_TREE_API,
  ADMIN_SELF_DEALING_API,
  ADMIN_AGENT_REPORT_API,
  REALITY_CHECK_API,
  ADMIN_RISK_API,
  CHAT_API,
  FEEDBACK_API,
  HELP_API,
  MESSAGES_API,
  PROFILE_API,
  WEB_MANIFEST_PATH,
  CRASH_API,
  DEPOSIT_API,
  GAME_LAUNCH_API,
  GAME_ROUNDS_API,
  GAMES_API,
  HOUSE_API,
  WALLET_API,
  WITHDRAWAL_API,
  AGENT_CONTRACTS_API,
  ADMIN_TEST_CLOCK_API,
  BONUSES_API,
  REFERRAL_API,
  ADMIN_REFERRAL_API,
  REBATE_API,
  ADMIN_REBATE_API,
  ENGAGEMENT_API,
  PROMOTIONS_API,
  VIP_API,
  POINTS_API,
} from '@lw/contracts';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from './openapi-operations.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Every string in a route table (builders are functions and have a `…Pattern` beside them). */
function tablePaths(table: object): string[] {
  return Object.values(table).flatMap((v: unknown) =>
    typeof v === 'string' ? [v] : typeof v === 'object' && v !== null ? tablePaths(v) : [],
  );
}

/** /api/openapi.json is a document that other tools can read and build clients from. */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('passes a standard OpenAPI validator, every $ref included', async () => {
    // validate() dereferences too, so a $ref that points nowhere fails here.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('keeps only the component schemas some operation uses', () => {
    const text = JSON.stringify(doc.paths);
    const names = Object.keys(doc.components?.schemas ?? {});
    expect(names.length).toBeGreaterThan(0);
    const reachable = new Set<string>();
    const pending = [text];
    while (pending.length) {
      for (const m of (pending.pop() ?? '').matchAll(/#\/components\/schemas\/([^"]+)"/g)) {
        const name = m[1]!;
        if (reachable.has(name)) continue;
        reachable.add(name);
        pending.push(JSON.stringify(doc.components?.schemas?.[name]));
      }
    }
    expect(names.filter((n) => !reachable.has(n))).toEqual([]);
  });

  it('gives every operation an operationId, a summary and a security requirement', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(50);
    const lacking = ops
      .filter(({ op }) => !op.operationId || !op.summary?.trim() || !Array.isArray(op.security))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(lacking).toEqual([]);
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    for (const { op } of ops) {
      for (const requirement of op.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(schemes).toContain(scheme);
      }
    }
  });

  it('says which operations are public and which need a session', () => {
    const byId = new Map(operations(doc).map(({ op }) => [op.operationId, op.security]));
    expect(byId.get('login')).toEqual([]);
    expect(byId.get('getPermission')).toEqual([]);
    expect(byId.get('getBalance')).toEqual([{ playerBearer: [] }]);
    expect(byId.get('listWithdrawals')).toEqual([{ adminBearer: [] }]);
  });

  it('declares the error statuses each operation gives by construction, each described', () => {
    const statuses = (id: string) =>
      Object.keys(operations(doc).find(({ op }) => op.operationId === id)?.op.responses ?? {});
    // Every route: 400; a guard: 401 and 403; path parameters: 404; a body: 413 and 415.
    expect(statuses('getHealth')).toEqual(['200', '400']);
    expect(statuses('getBalance')).toEqual(['200', '400', '401', '403']);
    expect(statuses('getChatImage')).toEqual(['200', '400', '401', '404']);
    expect(statuses('forgetDevice')).toEqual(expect.arrayContaining(['400', '413', '415']));
    // Each response says what it means (not @fastify/swagger's placeholder).
    const placeholders = operations(doc).flatMap(({ method, path, op }) =>
      Object.entries(op.responses ?? {})
        .filter(([, r]) =>
          /^(default response)?$/i.test((('description' in r && r.description) || '').trim()),
        )
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(placeholders).toEqual([]);
  });

  it('declares the content type of what is not JSON', () => {
    const content = (id: string, status: string) => {
      const response = operations(doc).find(({ op }) => op.operationId === id)?.op.responses?.[
        status
      ];
      return Object.keys((response && 'content' in response && response.content) || {});
    };
    expect(content('getWebManifest', '200')).toEqual(['application/manifest+json']);
    expect(content('getChatImage', '200')).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(content('getWithdrawalProof', '200')).toEqual(['image/png', 'image/jpeg']);
    expect(content('getVendorLogo', '200')).toEqual(['image/svg+xml']);
    expect(content('getVendorLogo', '304')).toEqual([]);
    expect(content('startSocialLogin', '302')).toEqual([]);
    expect(content('getChatImage', '404')).toEqual(['application/json']);
  });

  it('registers only paths listed in the contracts route tables', () => {
    const listed = new Set(
      [
        API,
        WALLET_API,
        WITHDRAWAL_API,
        DEPOSIT_API,
        GAME_LAUNCH_API,
        GAMES_API,
        ADMIN_GAMES_API,
        GAME_ROUNDS_API,
        ADMIN_GAME_ROUNDS_API,
        HOUSE_API,
        ADMIN_HOUSE_API,
        CRASH_API,
        ADMIN_HOUSE_CRASH_API,
        ANNOUNCEMENTS_API,
        ADMIN_ANNOUNCEMENTS_API,
        BANNERS_API,
        PROFILE_API,
        MESSAGES_API,
        HELP_API,
        FEEDBACK_API,
        CHAT_API,
        ADMIN_ALERTS_API,
        ADMIN_JOBS_API,
        ADMIN_EVENTS_API,
        LIMIT_API,
        EXCLUSIONS_API,
        IDENTITY_MATCHES_API,
        KYC_API,
        AGENT_SITE_API,
        ADMIN_AGENT_TREE_API,
        ADMIN_SELF_DEALING_API,
        ADMIN_AGENT_REPORT_API,
        REALITY_CHECK_API,
        ADMIN_RISK_API,
        AGENT_CONTRACTS_API,
        AGENT_TEAM_API,
        ADMIN_TEST_CLOCK_API,
        BONUSES_API,
        REFERRAL_API,
        ADMIN_REFERRAL_API,
        REBATE_API,
        ADMIN_REBATE_API,
        ENGAGEMENT_API,
        PROMOTIONS_API,
        VIP_API,
        POINTS_API,
        { manifest: WEB_MANIFEST_PATH },
      ].flatMap((table) => tablePaths(table)),
    );
    const paths = Object.keys(doc.paths ?? {}).map((p) => p.replace(/\{(\w+)\}/g, ':$1'));
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !listed.has(p))).toEqual([]);
  });

  it('generates TypeScript client types from the document', async () => {
    const ast = await openapiTS(structuredClone(doc) as Parameters<typeof openapiTS>[0]);
    const types = astToString(ast);
    expect(types).toContain('export interface paths');
    expect(types).toContain('export interface operations');
    expect(types).toMatch(/"\/api\/wallet\/balance": \{/);
    expect(types).toMatch(/"\/api\/admin\/withdrawals\/\{id\}": \{/);
    for (const id of ['getBalance', 'login', 'createWithdrawal', 'receiveGatewayCallback']) {
      expect(types).toMatch(new RegExp(`\\b${id}: \\{`));
    }
    // Named components come through as named types the client can import.
    expect(types).toMatch(/\bErrorResponse: \{/);
    expect(types).toMatch(/\bModuleNode: \{/);
  });
});
