// What `import … from 'zod'` means in the web build (vite.config.ts aliases it here): zod itself,
// after the jitless setting, so it holds wherever zod is first loaded — a lazy screen's form, or the
// API client's answer check in development — and the first chunk needs no zod at all.
import './zod-config'

export * from 'zod/v4'
export { z, z as default } from 'zod/v4'
