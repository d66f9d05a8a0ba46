// The catalogs, compiled at build time by vite-plugins/po-catalogs.ts.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
