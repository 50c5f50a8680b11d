import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database, DatabaseKind } from '../db/client.js';
import type { Clock } from './clock.js';
import type { JobRegistry, ModuleJob } from './jobs/job-definition.js';

export type { ModuleJob } from './jobs/job-definition.js';

/**
 * What every module may use without another module providing it: the process-wide resources
 * `buildApp` receives. A module's `Needs` type names the part of it (and of earlier modules'
 * services) it uses.
 */
export interface Core {
  config: Config;
  db: Database;
  databaseKind: DatabaseKind;
  redis: Redis | null;
  /** Business time: every daily and rolling window is computed from it (tests move it). */
  clock: Clock;
  log: FastifyBaseLogger;
  /** Redis channel of the live events (tests sharing one Redis isolate themselves). */
  liveChannel: string | undefined;
}

/**
 * One module's whole wiring, declared once (the idea of medusa's module definition):
 * - `services` builds the module's services from what it needs; it runs once per app, before any
 *   route exists, and is the only place a service is created;
 * - `routes` are the Fastify plugins it serves (thin: validate, authorize, call a service);
 * - `jobs` are its background jobs (interval, cron in the operator's zone, loop or one-off), run
 *   by the job runner (`platform/jobs`) once per period across every process;
 * - `start` / `stop` begin and end its live work (subscriptions, pushers), in module order and in
 *   reverse order at shutdown.
 *
 * The functions are properties (not methods) so that TypeScript checks `Needs` contravariantly:
 * `app.ts` cannot list a module before the modules that provide what it needs.
 */
export interface ModuleDefinition<Needs extends object, Provides extends object> {
  name: string;
  services: (deps: Needs) => Provides;
  routes?: (deps: Needs & Provides) => FastifyPluginAsync[];
  jobs?: (deps: Needs & Provides) => ModuleJob[];
  start?: (deps: Needs & Provides) => Promise<void> | void;
  stop?: (deps: Needs & Provides) => Promise<void> | void;
}

/** Declares a module; the identity function exists for inference and for grep. */
export function defineModule<Needs extends object, Provides extends object = object>(
  definition: ModuleDefinition<Needs, Provides>,
): ModuleDefinition<Needs, Provides> {
  return definition;
}

type AnyModule = ModuleDefinition<never, object>;

/**
 * The modules of one app in dependency order. `add` builds a module's services at once from
 * everything listed before it, so the list is also the construction order; `install` then
 * registers every module's routes, jobs and lifecycle on the Fastify instance.
 */
export class ModuleList<Have extends object> {
  private constructor(
    private readonly have: Have,
    private readonly added: readonly AnyModule[],
  ) {}

  static from<C extends Core>(core: C): ModuleList<C> {
    return new ModuleList(core, []);
  }

  /** Adds a module whose needs are met by what is already listed. */
  add<Provides extends object>(
    definition: ModuleDefinition<Have, Provides>,
  ): ModuleList<Have & Provides> {
    const provided = definition.services(this.have);
    const clash = Object.keys(provided).find((key) => key in this.have);
    if (clash) throw new Error(`module ${definition.name} provides "${clash}" twice`);
    return new ModuleList({ ...this.have, ...provided } as Have & Provides, [
      ...this.added,
      definition as unknown as AnyModule,
    ]);
  }

  /**
   * Wires ports: values a lower domain's module declares in its `Needs` (a small interface of its
   * own) and a higher domain implements, which the lower one must not import (docs/architecture.md
   * "Domain layers"). `wiring` builds them from what is listed so far; they are listed like a
   * module's services, so the modules added after it may need them.
   */
  wire<Provides extends object>(
    name: string,
    wiring: (have: Have) => Provides,
  ): ModuleList<Have & Provides> {
    return this.add({ name, services: wiring });
  }

  /** Everything the listed modules provide, with the core (tests read services from it). */
  get services(): Have {
    return this.have;
  }

  /**
   * Registers routes, jobs, start and stop of every module, in list order. The jobs go to
   * `options.jobs` (the job runner, which a module listed early provides and starts); every job
   * is registered before any module starts. Without a registry the jobs are not run.
   */
  async install(app: FastifyInstance, options: { jobs?: JobRegistry } = {}): Promise<void> {
    const deps = this.have as never;
    for (const module of this.added) {
      for (const plugin of module.routes?.(deps) ?? []) await app.register(plugin);
      for (const job of module.jobs?.(deps) ?? []) options.jobs?.register(job);
    }
    for (const module of this.added) await module.start?.(deps);
    const stopping = [...this.added].reverse();
    app.addHook('onClose', async () => {
      for (const module of stopping) await module.stop?.(deps);
    });
  }
}
