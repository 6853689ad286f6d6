/**
 * Which browser the scan start page is in (BEHAVIOUR §2, §5). The face scan runs as an App Clip that
 * only Safari on iOS can launch. iPadOS Safari sends a Mac user agent by default, so touch
 * support tells an iPad from a Mac. Pure, so it is tested over a table of real user agents.
 */
export interface BrowserInfo {
  /** Safari itself on an iPhone, iPod or iPad (not another browser or an in-app web view). */
  isIosSafari: boolean;
  /** A Mac, or an iPad (which cannot be told from a Mac for sure): the scan may not work here. */
  mightBeMacOrIpad: boolean;
}

const IOS_DEVICE = /\b(iPhone|iPod|iPad)\b/;
const MAC = /\bMacintosh\b/;
/**
 * Browsers and apps on iOS that use WebKit and often say "Safari" but cannot launch App Clips
 * the way Safari does: Chrome, Firefox, Edge, Opera, the Google app, DuckDuckGo, Yandex, and the
 * in-app browsers of Facebook, Instagram, LINE, WeChat, Snapchat, Twitter/X and TikTok.
 */
const NOT_SAFARI =
  /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|DuckDuckGo|Ddg|YaBrowser|FBAN|FBAV|FBIOS|Instagram|Line|MicroMessenger|Snapchat|Twitter|musical_ly|BytedanceWebview)\//;

export function detectBrowser(userAgent: string, maxTouchPoints: number): BrowserInfo {
  const ua = userAgent ?? '';
  const touch = Number.isFinite(maxTouchPoints) ? maxTouchPoints : 0;
  const desktopClassIpad = MAC.test(ua) && touch > 1;
  const iosDevice = IOS_DEVICE.test(ua) || desktopClassIpad;
  // Safari proper carries both a Version/ and a Safari/ token; web views lack one or both.
  const safariTokens = /\bVersion\/\d/.test(ua) && /\bSafari\/\d/.test(ua);
  const otherApp = NOT_SAFARI.test(ua) || /\bInstagram\b/.test(ua);
  return {
    isIosSafari: iosDevice && safariTokens && !otherApp,
    mightBeMacOrIpad: MAC.test(ua) || /\biPad\b/.test(ua),
  };
}
