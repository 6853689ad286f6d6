/** The page modules' lazy imports, written by the build (scripts/vite-page-modules.ts). */
declare module 'virtual:page-loaders' {
  const loaders: Record<import('#contract/pages.ts').PageModule, () => Promise<unknown>>;
  export default loaders;
}
declare module 'virtual:page-imports' {
  const loaders: Record<import('#contract/pages.ts').PageModule, () => Promise<unknown>>;
  export default loaders;
}
/** The pages' English titles by route id, for the browser's title (scripts/vite-page-modules.ts). */
declare module 'virtual:page-titles' {
  const titles: Readonly<Record<string, string>>;
  export default titles;
}
