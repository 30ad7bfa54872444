// "Clicking a banner opens the download-app prompt" (SPEC.md §2 "Other screens"): home's banners ask the page's
// download popup (download-popup.tsx) to open, whether or not it has already been shown this session. A window
// event, as the shell's requests are (app/shell-requests.ts), so the banners need not know the popup.
export const DOWNLOAD_PROMPT_EVENT = 'qiusai:download-prompt';

export function openDownloadPrompt(target: EventTarget = window): void {
  target.dispatchEvent(new Event(DOWNLOAD_PROMPT_EVENT));
}

export function onDownloadPrompt(handler: () => void, target: EventTarget = window): () => void {
  target.addEventListener(DOWNLOAD_PROMPT_EVENT, handler);
  return () => target.removeEventListener(DOWNLOAD_PROMPT_EVENT, handler);
}
