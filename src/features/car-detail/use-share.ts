export type ShareData = { title: string; text: string; url: string };
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'refused';
type Sharing = { share?: (data: ShareData) => Promise<void>; clipboard?: Pick<Clipboard, 'writeText'> };

/**
 * Shares a page the way the browser can (issue 12): its own share sheet (the Web Share API) where it has one, else
 * the link copied to the clipboard. A closed share sheet is the visitor's choice, not a failure; a refused clipboard
 * is reported as such, so the view can show the link instead.
 */
export async function shareOrCopy(data: ShareData, browser: Sharing = navigator): Promise<ShareOutcome> {
  if (typeof browser.share === 'function') {
    try {
      await browser.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture left, a blocked frame): the link is copied instead.
    }
  }
  try {
    if (!browser.clipboard) return 'refused';
    await browser.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'refused';
  }
}

/**
 * What the site's toast says after a copy, or after a refused one (the link written out to copy by hand). The toaster
 * loads on demand (it is not part of the car page's chunk), as it does for the contact form.
 */
export async function notifyShareOutcome(outcome: ShareOutcome, texts: { copied: [string, string]; refused: [string, string] }) {
  if (outcome !== 'copied' && outcome !== 'refused') return;
  const { notify } = await import('../../components/ui/toaster');
  if (outcome === 'copied') notify({ type: 'success', title: texts.copied[0], description: texts.copied[1] });
  else if (outcome === 'refused') notify({ type: 'info', title: texts.refused[0], description: texts.refused[1] });
}
