import { useMemo } from 'react'
import { useSearchParams } from 'wouter'
import { type HomeView, homeQuery, hostsFromQuery, viewFromQuery } from './home-view'

/** Home's view and host filter, read from and written to the URL (each change a history entry). */
export function useHomeViewInUrl() {
  const [params, setParams] = useSearchParams()
  const selectedHosts = useMemo(() => hostsFromQuery(params), [params])
  return {
    view: viewFromQuery(params),
    setView: (view: HomeView) => setParams((current) => homeQuery(current, { view })),
    selectedHosts,
    setSelectedHosts: (hosts: string[]) => setParams((current) => homeQuery(current, { hosts })),
  }
}
