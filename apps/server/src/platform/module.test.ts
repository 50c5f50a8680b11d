import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { defineModule, ModuleList, type Core } from './module.js';

const core = { config: {}, db: {}, clock: {} } as unknown as Core;

const counterModule = defineModule<Core, { counter: { value: number } }>({
  name: 'counter',
  services: () => ({ counter: { value: 1 } }),
});

const doublerModule = defineModule<
  Core & { counter: { value: number } },
  { doubled: () => number }
>({
  name: 'doubler',
  services: ({ counter }) => ({ doubled: () => counter.value * 2 }),
});

describe('ModuleList', () => {
  it('builds services in list order from what earlier modules provide', () => {
    const list = ModuleList.from(core).add(counterModule).add(doublerModule);
    list.services.counter.value = 21;
    expect(list.services.doubled()).toBe(42);
  });

  it('refuses, at compile time, a module listed before what it needs', () => {
    const attempt = () =>
      ModuleList.from(core)
        // @ts-expect-error doubler needs `counter`, which nothing listed before it provides
        .add(doublerModule);
    // At run time the missing dependency is undefined: the type check is what stops it.
    expect(() => attempt().services.doubled()).toThrow(TypeError);
  });

  it('refuses two modules that provide the same service', () => {
    expect(() => ModuleList.from(core).add(counterModule).add(counterModule)).toThrow(
      /provides "counter" twice/,
    );
  });

  it('registers routes, runs start in order and stop in reverse order', async () => {
    const events: string[] = [];
    const lifecycle = (name: string) =>
      defineModule<Core, object>({
        name,
        services: () => ({}),
        routes: () => [
          async (app) => {
            app.get(`/${name}`, async () => ({ name }));
          },
        ],
        start: () => void events.push(`start ${name}`),
        stop: () => void events.push(`stop ${name}`),
      });
    const app = Fastify();
    await ModuleList.from(core).add(lifecycle('a')).add(lifecycle('b')).install(app);
    expect((await app.inject({ url: '/b' })).json()).toEqual({ name: 'b' });
    await app.close();
    expect(events).toEqual(['start a', 'start b', 'stop b', 'stop a']);
  });

  it("hands every module's jobs to the job registry before any module starts", async () => {
    const seen: string[] = [];
    const withJob = (name: string) =>
      defineModule<Core, object>({
        name,
        services: () => ({}),
        jobs: () => [{ name: `${name}-job`, intervalMs: 60_000, run: async () => undefined }],
        start: () => void seen.push(`start ${name}`),
      });
    const registry = { register: (job: { name: string }) => void seen.push(`job ${job.name}`) };
    const app = Fastify();
    await ModuleList.from(core)
      .add(withJob('a'))
      .add(withJob('b'))
      .install(app, { jobs: registry });
    await app.close();
    expect(seen).toEqual(['job a-job', 'job b-job', 'start a', 'start b']);
  });
});
