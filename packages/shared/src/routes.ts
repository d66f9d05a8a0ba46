/**
 * The client routes of spec §2. The server answers these with the web app's index.html (the SPA
 * fallback); any other non-API path gets index.html with status 404 so the app shows its 404 page.
 */
export const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/profile\/[^/]+\/?$/,
  /^\/spaces\/[1-9][0-9]{0,9}\/?$/,
  /^\/chatbot\/?$/,
  /^\/reading\/?$/,
  /^\/glossary\/?$/,
  /^\/dashboard\/?$/,
  /^\/dashboard\/new-space\/?$/,
  /^\/demo\/new-space\/?$/,
  /^\/dashboard\/edit-space\/[^/]+\/?$/,
  /^\/dashboard\/links\/?$/,
  /^\/dashboard\/reading\/?$/,
  /^\/access\/[^/]+\/?$/,
  /^\/admin\/hosts\/?$/,
  /^\/admin\/newsletter\/?$/,
  /^\/admin\/glossary\/?$/,
]

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname))
}
