/**
 * Loads page-builder content with @builder.io/react. This module is only ever imported
 * dynamically, after the page's own content, and only when an API key is configured.
 * Tracking stays off (BEHAVIOUR §15); content that needs eval is unsupported (no 'unsafe-eval').
 */
import { Builder, builder, BuilderComponent } from '@builder.io/react';

export { BuilderComponent };

/** Builder content as the SDK hands it over (an opaque JSON object). */
export type BuilderContent = Record<string, unknown>;

let initialisedKey: string | undefined;

/**
 * BuilderComponent appends a tracking pixel (an <img> to cdn.builder.io/api/v1/pixel) to any
 * content without a block whose id starts with "builder-pixel", whatever canTrack says. Tracking
 * is off here, so drop published pixels and leave an empty placeholder that stops the append.
 */
function withoutTrackingPixel(content: BuilderContent): BuilderContent {
  const data = (content.data ?? {}) as { blocks?: unknown };
  const blocks = Array.isArray(data.blocks) ? data.blocks : [];
  const kept = blocks.filter((b) => !String((b as { id?: unknown } | null)?.id ?? '').startsWith('builder-pixel'));
  const placeholder = {
    '@type': '@builder.io/sdk:Element',
    id: 'builder-pixel-off',
    tagName: 'span',
    responsiveStyles: { large: { display: 'none' } },
  };
  return { ...content, data: { ...data, blocks: [...kept, placeholder] } };
}

/**
 * The SDK's own API host setting: absent, it asks the real service; the demo names its stand-in,
 * a path on the site's origin (`/__builder`), which the SDK needs as an absolute address.
 */
function setApiHost(apiHost: string | null | undefined) {
  Builder.overrideHost = apiHost ? new URL(apiHost, window.location.origin).href.replace(/\/$/, '') : undefined;
}

export async function fetchPageContent(
  apiKey: string,
  url: string,
  locale: string,
  timeoutMs: number,
  apiHost?: string | null,
): Promise<BuilderContent | undefined> {
  setApiHost(apiHost);
  if (initialisedKey !== apiKey) {
    builder.init(apiKey, false);
    builder.canTrack = false;
    // The content endpoint answers `{ results: [...] }`, simple to stand in for in demos and tests.
    builder.apiEndpoint = 'content';
    initialisedKey = apiKey;
  }
  const request = builder.get('page', { url, locale, userAttributes: { urlPath: url, locale }, cachebust: false }).promise() as Promise<
    BuilderContent | undefined
  >;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    const content = await Promise.race([request, timeout]);
    return content ? withoutTrackingPixel(content) : undefined;
  } finally {
    clearTimeout(timer);
  }
}
