/** Reads until `check` holds, every 200 ms; throws after 15 s with what was last read. */
export async function until<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const value = await read()
    if (check(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
