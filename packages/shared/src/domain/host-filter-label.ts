/** A host as the filter lists it. */
export interface HostOption {
  username: string
  display_name: string | null
}

/** Where the label is shown: the closed filter's button, or the heading inside the open menu. */
export type HostFilterVariant = 'button' | 'menu'

/**
 * The host filter's label: 'All hosts' when nothing or every listed host is selected;
 * the host's display name (else username) for one; '{n} hosts' on the button and '{n} selected' in the
 * menu for several. Usernames match exactly; a selected username not in `hosts` still counts, and
 * alone it is shown as is.
 */
export function hostFilterLabel(
  selected: readonly string[],
  hosts: readonly HostOption[],
  variant: HostFilterVariant = 'button',
): string {
  const chosen = new Set(selected)
  if (chosen.size === 0) return 'All hosts'
  if (hosts.length > 0 && hosts.every((host) => chosen.has(host.username))) return 'All hosts'
  if (chosen.size === 1) {
    const [username = ''] = chosen
    const host = hosts.find((candidate) => candidate.username === username)
    return host?.display_name?.trim() || username
  }
  return variant === 'button' ? `${chosen.size} hosts` : `${chosen.size} selected`
}

/**
 * The selection after clicking a host: the empty selection means all hosts, so
 * choosing a host from 'all' gives just that host; choosing a selected host removes it, and removing the
 * last one returns to all. Never mutates `selected`; duplicates are dropped.
 */
export function toggleHostSelection(selected: readonly string[], username: string): string[] {
  const unique = [...new Set(selected)]
  return unique.includes(username) ? unique.filter((name) => name !== username) : [...unique, username]
}

/** The 'Clear' action (and the 'All hosts' choice): the empty selection, which means all hosts. */
export function clearHostSelection(): string[] {
  return []
}

/** Whether the selection filters nothing out (the default, all hosts). */
export function isAllHostsSelection(selected: readonly string[]): boolean {
  return selected.length === 0
}
