/**
 * Text made safe inside HTML, in element content and in quoted attribute values alike: the one HTML
 * escaper. It lives here so the server's pages and the web app's embed snippets share it.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
