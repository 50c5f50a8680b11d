/** Proof images (spec §5): png or jpg only, at most 5 MB; checked here before any upload. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
const PROOF_EXTENSION = /\.(png|jpe?g)$/i;

export type TProofProblem = 'type' | 'size' | null;

/** Why `file` cannot be sent as proof (null: fine). */
export function proofProblem(file: File): TProofProblem {
  const typeOk = (PROOF_TYPES as readonly string[]).includes(file.type);
  if (!typeOk || !PROOF_EXTENSION.test(file.name)) return 'type';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  return null;
}

/** The file as a data URL (for the preview and, when the API takes it, the upload body). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
