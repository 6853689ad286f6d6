/**
 * Remote-browser resize rules (BEHAVIOUR §5, §9): each side > 0 and <= 3840, and width × height no more
 * than the session's maximum area. The embed SDK also refuses sides under 256.
 */
export const MAX_SIDE = 3840;
export const SDK_MIN_SIDE = 256;

/** BEHAVIOUR §5's rule, as is. */
export function isValidResize(width: number, height: number, maxArea: number): boolean {
  return (
    Number.isFinite(width) &&
    Number.isFinite(height) &&
    width > 0 &&
    height > 0 &&
    width <= MAX_SIDE &&
    height <= MAX_SIDE &&
    width * height <= maxArea
  );
}

/**
 * The size to ask the session for, given the container's size in CSS pixels: whole pixels,
 * scaled down (keeping the aspect ratio) to fit the side and area limits. Undefined when no
 * valid size exists, for instance a container too small for the SDK's minimum.
 */
export function fitResize(containerWidth: number, containerHeight: number, maxArea: number): { width: number; height: number } | undefined {
  if (!(containerWidth > 0 && containerHeight > 0 && maxArea > 0)) return undefined;
  let scale = Math.min(1, MAX_SIDE / containerWidth, MAX_SIDE / containerHeight);
  const area = containerWidth * containerHeight * scale * scale;
  if (area > maxArea) scale *= Math.sqrt(maxArea / area);
  const width = Math.floor(containerWidth * scale);
  const height = Math.floor(containerHeight * scale);
  if (width < SDK_MIN_SIDE || height < SDK_MIN_SIDE) return undefined;
  return isValidResize(width, height, maxArea) ? { width, height } : undefined;
}
