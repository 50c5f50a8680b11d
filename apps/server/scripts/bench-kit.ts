import pg from 'pg';

/** Runs one statement on its own connection (CREATE or DROP DATABASE around a benchmark). */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
