import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'

/**
 * The ICU arguments a message names, at any depth (a select's or plural's branches included): a
 * translation must name the same ones. A message that is not valid ICU answers a marker that matches
 * no real list, so the catalog tests report it.
 */
export function placeholders(message: string): string[] {
  const names = new Set<string>()
  const walk = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') continue
      const [name, , format] = token
      names.add(name)
      if (format && typeof format === 'object') {
        for (const [key, branch] of Object.entries(format))
          if (key !== 'offset' && Array.isArray(branch)) walk(branch)
      }
    }
  }
  try {
    walk(compileMessageOrThrow(message))
  } catch {
    return ['(not valid ICU)']
  }
  names.delete('#')
  return [...names].sort()
}
