/** A JSON array of strings stored in a text column (tags, examples, citations); [] when it is not one. */
export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}
