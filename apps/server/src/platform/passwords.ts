import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes).
const PRODUCTION = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// The server tests hash thousands of passwords (every member they create, every sign-in they
// verify): at production's cost argon2 was an eighth of the suite's CPU (perf). A hash records
// its own parameters, so verifying any hash works whatever the current cost.
const UNDER_TEST = { memoryCost: 256, timeCost: 1, parallelism: 1 } as const;
let options: typeof PRODUCTION | typeof UNDER_TEST = PRODUCTION;

/** Lowers the cost of new hashes; refused outside a Vitest run, so no deployment can. */
export function lowerPasswordCostUnderTest(): void {
  if (!process.env.VITEST) throw new Error('lowerPasswordCostUnderTest: only under Vitest');
  options = UNDER_TEST;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, so unknown usernames cost the same time as known ones. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}
