// The product's name and the addresses the shell links to. One place, so the name reads the same everywhere:
// the default page title [SH-1], the logo, the footer and the QR captions.

export const PRODUCT_NAME = '球赛直播';
export const PRODUCT_SLOGAN = '足球篮球即时比分 · 高清赛事直播';

/** The app download page (SPEC.md §2 /downLoad); the footer and side-panel QR codes lead there. */
export const DOWNLOAD_PATH = '/downLoad';

/** [SH-1] A page's document title: '足球直播 - 球赛直播'; pages without a title show the product name. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}
