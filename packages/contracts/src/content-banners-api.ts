// The banner API paths: constants only (no zod), so the first screen can use them without the schemas.

export const BANNERS_API = {
  /** listBanners (GET, public; a session makes it the members' audience) ?group&language */
  list: '/api/content/banners',
  /** listAdminBanners (GET ?group), createBanner (POST ZBannerInput) */
  admin: '/api/admin/content/banners',
  /** updateBanner (PUT ZBannerInput), deleteBanner (DELETE) */
  adminOne: (id: number) => `/api/admin/content/banners/${id}`,
  adminOnePattern: '/api/admin/content/banners/:id',
  /** reorderBanners (PUT ZBannerOrder) */
  adminOrder: '/api/admin/content/banner-order',
  /** uploadContentImage (POST, body: PNG/JPEG/WebP bytes up to 1 MB) -> ZUploadedImage */
  adminImages: '/api/admin/content/images',
} as const;
