import * as contracts from '@lw/contracts';
import { ZGameListResponse } from '@lw/contracts';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, onSessionExpired, serverChecked } from './api-client';
import { clearSession, getSession, saveSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('serverChecked', () => {
  it('checks with the contract when given one (development and tests)', () => {
    const check = serverChecked(ZGameListResponse);
    expect(check.safeParse({ games: [], totalPages: 1 })).toMatchObject({ success: true });
    expect(check.safeParse({ games: 'no', totalPages: 1 }).success).toBe(false);
  });

  it('takes the answer as it is without one (production builds)', () => {
    const answer = { games: [], totalPages: 3 };
    expect(serverChecked<typeof answer>(null).safeParse(answer)).toEqual({
      success: true,
      data: answer,
    });
  });
});

/** Zod node types whose output differs from their input: a trusted answer must have none. */
const SHAPE_CHANGING = new Set(['default', 'prefault', 'transform', 'pipe', 'catch', 'success']);

/** Where a schema changes what it parses (a default, a transform, a coercion), by path. */
function shapeChanges(schema: unknown, path = '', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
  const type = def.type as string;
  if (SHAPE_CHANGING.has(type) || def.coerce) return [`${path || '(root)'}: ${type}`];
  const children: [string, unknown][] = [];
  const add = (name: string, child: unknown) => child && children.push([name, child]);
  if (type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
      add(`.${key}`, child);
    add('[catchall]', def.catchall);
  }
  if (type === 'array') add('[]', def.element);
  if (type === 'union') (def.options as unknown[]).forEach((o, i) => add(`|${i}`, o));
  if (type === 'tuple') (def.items as unknown[]).forEach((o, i) => add(`[${i}]`, o));
  if (type === 'record') add('{}', def.valueType);
  if (type === 'intersection') {
    add('&l', def.left);
    add('&r', def.right);
  }
  if (['optional', 'nullable', 'readonly', 'nonoptional'].includes(type)) add('', def.innerType);
  if (type === 'lazy') add('', (def.getter as () => unknown)());
  return children.flatMap(([name, child]) => shapeChanges(child, path + name, seen));
}

describe('answers trusted in production builds', () => {
  // Every `serverChecked(import.meta.env.PROD ? null : ZSchema)` of the site: in a production
  // build the answer is used as it arrives, so its schema may only check, never change, it.
  const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const trusted = new Set<string>();
  for (const source of Object.values(sources) as string[]) {
    for (const match of source.matchAll(
      /^(?!\s*(?:\*|\/\/)).*import\.meta\.env\.PROD \? null : (Z\w+)/gm,
    )) {
      trusted.add(match[1]!);
    }
  }

  it('finds the trusted answers of the first screen', () => {
    for (const name of [
      'ZPermissionResponse',
      'ZMemberInfo',
      'ZLiveServerEvent',
      'ZGameListResponse',
    ]) {
      expect(trusted).toContain(name);
    }
  });

  it.each([...trusted].sort())('%s has no default, transform or coercion', (name) => {
    const schema = (contracts as Record<string, unknown>)[name];
    expect(schema, `${name} is exported by the contracts`).toBeDefined();
    expect(shapeChanges(schema)).toEqual([]);
  });

  it('notices a default or a coercion', () => {
    expect(shapeChanges(z.object({ a: z.string().default('x') }))).toEqual(['.a: default']);
    expect(shapeChanges(z.object({ n: z.array(z.coerce.number()) }))).toEqual(['.n[]: number']);
    expect(shapeChanges(z.object({ t: z.string().transform((s) => s.length) }))).toEqual([
      '.t: pipe',
    ]);
  });
});

describe('a 401 to a signed-in call', () => {
  const answer401 = () =>
    new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'x' } }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });

  it('ends the session it was made with and asks to log in again', async () => {
    saveSession({ token: 'tok-a', accountType: 0, username: 'a' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer401()),
    );
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await expect(apiRequest('/api/members/me', z.unknown())).rejects.toThrow();
    stop();
    expect(expired).toHaveBeenCalledOnce();
    expect(getSession().token).toBeNull();
  });

  it('says nothing when the page signed out while the call was under way (a time-out taken)', async () => {
    saveSession({ token: 'tok-b', accountType: 0, username: 'b' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        clearSession({ signedOut: true });
        return answer401();
      }),
    );
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await expect(apiRequest('/api/members/me', z.unknown())).rejects.toThrow();
    stop();
    expect(expired).not.toHaveBeenCalled();
  });
});
