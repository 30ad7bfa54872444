// Where an anchor's avatar and name lead [LR-6]: the live room while the anchor is live, otherwise the profile
// (/personalHomepage?customId=, a new tab: SPEC.md §2).
export const profileUrl = (customerId: number): string => `/personalHomepage?customId=${customerId}`;
export const roomUrl = (roomId: number): string => `/liveRoom?roomId=${roomId}`;

/** [LR-6] */
export function avatarTarget(a: { readonly customerId: number; readonly living: boolean; readonly roomId: number | null }):
{ readonly href: string; readonly newTab: boolean } {
  return a.living && a.roomId !== null ? { href: roomUrl(a.roomId), newTab: false } : { href: profileUrl(a.customerId), newTab: true };
}
