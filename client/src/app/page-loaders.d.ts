/** The page modules' lazy imports, written by the build (scripts/vite-page-modules.ts). */
declare module 'virtual:page-loaders' {
  const loaders: Record<import('#contract/pages.ts').PageModule, () => Promise<unknown>>;
  export default loaders;
}
declare module 'virtual:page-imports' {
  const loaders: Record<import('#contract/pages.ts').PageModule, () => Promise<unknown>>;
  export default loaders;
}
