/** Image types a licence certificate may be uploaded as. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
/** Largest upload; its data URL (about 4/3 of it) stays under the contract's 2,000,000 chars. */
export const MAX_IMAGE_BYTES = 1.5 * 1024 * 1024;

export type ImageFileProblem = 'type' | 'size';

/** Why a file cannot be used, or null when it can. */
export function checkImageFile(file: File): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** Reads a file as a base64 data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
