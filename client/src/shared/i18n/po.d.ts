/** A Lingui catalog imported as a module: the Vite plugin (@lingui/vite-plugin) compiles the .po file. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
