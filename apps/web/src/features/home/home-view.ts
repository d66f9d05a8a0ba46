/**
 * Home's view as the URL holds it, so a filtered view can be shared, bookmarked and gone back to:
 * `?view=agenda` (the calendar otherwise) and `?hosts=a,b` (every host otherwise).
 */
export type HomeView = 'calendar' | 'agenda'

export function viewFromQuery(params: URLSearchParams): HomeView {
  return params.get('view') === 'agenda' ? 'agenda' : 'calendar'
}

/** The hosts named in `?hosts=`, bare handles, each once, in the order given. */
export function hostsFromQuery(params: URLSearchParams): string[] {
  const raw = params.get('hosts') ?? ''
  const hosts = raw
    .split(',')
    .map((host) => host.trim().replace(/^@/, ''))
    .filter((host) => host !== '')
  return [...new Set(hosts)]
}

/** The query for a view and hosts, keeping whatever else the URL holds. */
export function homeQuery(
  params: URLSearchParams,
  change: { view?: HomeView; hosts?: string[] },
): URLSearchParams {
  const next = new URLSearchParams(params)
  if (change.view !== undefined) {
    if (change.view === 'agenda') next.set('view', 'agenda')
    else next.delete('view')
  }
  if (change.hosts !== undefined) {
    if (change.hosts.length > 0) next.set('hosts', change.hosts.join(','))
    else next.delete('hosts')
  }
  return next
}
