// The catalogs, compiled at build time by vite-plugins/po-catalogs.ts.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// The sentences of the lazy screens, loaded with the first of them.
declare module '*.po?screens' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
