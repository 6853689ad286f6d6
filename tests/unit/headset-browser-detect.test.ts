/** Safari-on-iOS and Mac/iPad detection (BEHAVIOUR §2 scan start, §5) over real user agents. */
import { describe, expect, it } from 'vitest';
import { detectBrowser } from '#client/features/headset/browser-detect.ts';

const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

// [name, user agent, maxTouchPoints, isIosSafari, mightBeMacOrIpad]
const TABLE: [string, string, number, boolean, boolean][] = [
  [
    'iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
    5,
    true,
    false,
  ],
  [
    'iPhone Safari (no touch points reported)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    0,
    true,
    false,
  ],
  [
    'iPod touch Safari',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.7 Mobile/15E148 Safari/604.1',
    5,
    true,
    false,
  ],
  ['iPad Safari, desktop-class user agent with touch', MAC_SAFARI, 5, true, true],
  [
    'iPad Safari, mobile user agent',
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
    5,
    true,
    true,
  ],
  ['Mac Safari', MAC_SAFARI, 0, false, true],
  ['Mac Safari with a one-point touch bar report', MAC_SAFARI, 1, false, true],
  [
    'Chrome on iPhone (CriOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
    5,
    false,
    false,
  ],
  [
    'Chrome on iPad (CriOS)',
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
    5,
    false,
    true,
  ],
  [
    'Firefox on iPhone (FxiOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
    5,
    false,
    false,
  ],
  [
    'Edge on iPhone (EdgiOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/123.2420.56 Mobile/15E148 Safari/605.1.15',
    5,
    false,
    false,
  ],
  [
    'Opera on iPhone (OPT)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1 OPT/4.6.2',
    5,
    false,
    false,
  ],
  [
    'DuckDuckGo on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 DuckDuckGo/7 Safari/605.1.15',
    5,
    false,
    false,
  ],
  [
    'Google app on iPhone (GSA)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/309.0.616685607 Mobile/15E148 Safari/604.1',
    5,
    false,
    false,
  ],
  [
    'Facebook in-app browser on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/452.0.0.41.109;FBBV/565868436;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.3.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
    5,
    false,
    false,
  ],
  [
    'Instagram in-app browser on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.1.29.91 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 587016530)',
    5,
    false,
    false,
  ],
  [
    'WeChat in-app browser on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
    5,
    false,
    false,
  ],
  [
    'LINE in-app browser on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0',
    5,
    false,
    false,
  ],
  [
    'Android Chrome',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    5,
    false,
    false,
  ],
  [
    'Android Samsung Internet',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    5,
    false,
    false,
  ],
  [
    'Android web view (says Version/ and Safari/)',
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
    5,
    false,
    false,
  ],
  [
    'Facebook in-app browser on Android',
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/448.0.0.42.111;]',
    5,
    false,
    false,
  ],
  [
    'Desktop Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    0,
    false,
    false,
  ],
  [
    'Desktop Chrome on Windows with a touch screen',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    10,
    false,
    false,
  ],
  [
    'Desktop Chrome on Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    0,
    false,
    true,
  ],
  ['Desktop Firefox on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', 0, false, false],
  ['Desktop Firefox on Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0', 0, false, true],
  ['Desktop Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 0, false, false],
  [
    'Desktop Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
    0,
    false,
    false,
  ],
  [
    'Headless Chromium (the browser tests)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    0,
    false,
    false,
  ],
  ['an empty user agent', '', 0, false, false],
];

describe('detectBrowser', () => {
  it.each(TABLE)('%s', (_name, ua, touch, isIosSafari, mightBeMacOrIpad) => {
    expect(detectBrowser(ua, touch)).toEqual({ isIosSafari, mightBeMacOrIpad });
  });

  it('treats a missing or odd touch-point count as no touch', () => {
    expect(detectBrowser(MAC_SAFARI, Number.NaN)).toEqual({ isIosSafari: false, mightBeMacOrIpad: true });
    expect(detectBrowser(MAC_SAFARI, undefined as unknown as number)).toEqual({ isIosSafari: false, mightBeMacOrIpad: true });
  });
});
