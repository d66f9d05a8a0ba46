import { config } from 'zod/v4/core'

// Zod compiles object validators with `new Function` when it may, and finds out by calling
// `Function('')` once. The site's Content-Security-Policy (script-src 'self', no 'unsafe-eval')
// refuses both, and the refused probe is itself reported as a violation (it broke /reading and
// /glossary). Jitless parsing never evaluates code. Imported by zod.ts and zod-mini.ts, which the
// build puts in place of 'zod' and 'zod/mini', so the setting is in place before the first schema runs.
config({ jitless: true })
