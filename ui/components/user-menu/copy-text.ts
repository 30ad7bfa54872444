// Copies text to the clipboard: the Clipboard API, else the old selection-and-copy way (plain-HTTP deployments have
// no navigator.clipboard). Resolves false when neither worked; the caller says 复制成功 / 复制失败 [FM-6].
export interface CopyEnvironment {
  readonly clipboard?: Pick<Clipboard, 'writeText'>;
  readonly document?: Document;
}

export async function copyText(text: string, env: CopyEnvironment): Promise<boolean> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // not allowed here (no focus, permissions): try the fallback
    }
  }
  return env.document ? copyBySelection(text, env.document) : false;
}

function copyBySelection(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
