/** Unix seconds now. Everything the server stores and answers uses whole seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}
