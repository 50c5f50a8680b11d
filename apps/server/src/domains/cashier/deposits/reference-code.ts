import crypto from 'node:crypto';

// No 0/O, 1/I/L: members type this into a bank app's transfer note.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short random reference like D7K3MPQ2X (31^8 ≈ 8.5e11 codes); uniqueness is the index's job. */
export function newReferenceCode(): string {
  let code = 'D';
  for (let i = 0; i < 8; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code;
}
