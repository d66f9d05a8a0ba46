// What `import … from 'zod/mini'` means in the web build (vite.config.ts aliases it here): see zod.ts.
import './zod-config'

export * from 'zod/v4/mini'
export { z } from 'zod/v4/mini'
