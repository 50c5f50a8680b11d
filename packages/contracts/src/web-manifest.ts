import { z } from 'zod';

/** Where the player site's web manifest is served (built from the site settings). */
export const WEB_MANIFEST_PATH = '/site.webmanifest';

export const ZWebManifestIcon = z.object({
  src: z.string(),
  /** e.g. `192x192`. */
  sizes: z.string(),
  type: z.string(),
  /** `maskable`: drawn for launchers that cut their own shape (the art keeps a safe zone). */
  purpose: z.enum(['any', 'maskable', 'monochrome']),
});

/** The installable site's web manifest (W3C Web Application Manifest, the fields we set). */
export const ZWebManifest = z
  .object({
    id: z.string(),
    name: z.string(),
    /** At most 12 characters: what launchers show under the icon. */
    short_name: z.string(),
    description: z.string(),
    /** The operator's default language. */
    lang: z.string(),
    dir: z.enum(['ltr', 'rtl', 'auto']),
    start_url: z.string(),
    scope: z.string(),
    display: z.enum(['fullscreen', 'standalone', 'minimal-ui', 'browser']),
    orientation: z.string(),
    theme_color: z.string(),
    background_color: z.string(),
    categories: z.array(z.string()),
    icons: z.array(ZWebManifestIcon),
  })
  .meta({ id: 'WebManifest' });
export type TWebManifest = z.infer<typeof ZWebManifest>;
