/** What sorting needs of a host. */
export interface NamedHost {
  username: string
  display_name: string | null
}

/** The name a host is listed under: the display name, else the handle. */
export function hostName(host: NamedHost): string {
  return host.display_name?.trim() || host.username
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Hosts in the order people look for them: by the name shown, then by handle. Never mutates. */
export function sortHostsByName<T extends NamedHost>(hosts: readonly T[]): T[] {
  return [...hosts].sort(
    (a, b) => collator.compare(hostName(a), hostName(b)) || collator.compare(a.username, b.username),
  )
}
