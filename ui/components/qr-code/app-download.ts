// The app download QR codes (footer, side panel): one per platform, each leading to the download page. The
// dictionary's qrCode items (SPEC.md §3, /dict/getDictMap) may replace these addresses once that call exists.
import { DOWNLOAD_PATH } from '../../app/product';

export interface AppPlatform {
  readonly id: 'android' | 'ios';
  readonly caption: string;
}

export const APP_PLATFORMS: readonly AppPlatform[] = [
  { id: 'android', caption: 'Android 下载' },
  { id: 'ios', caption: 'iPhone 下载' },
];

export function appDownloadUrl(platform: AppPlatform['id'], origin: string = window.location.origin): string {
  const url = new URL(DOWNLOAD_PATH, origin);
  url.searchParams.set('platform', platform);
  return url.href;
}
