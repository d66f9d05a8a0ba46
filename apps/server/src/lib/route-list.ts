import type { FastifyInstance } from 'fastify'

export interface RouteEntry {
  method: string
  url: string
  /** The query-string keys its schema names (the fuzz test sends bad values for each). */
  queryKeys: string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the permission matrix and fuzz tests. */
    routeList: RouteEntry[]
  }
}

/** Keeps `app.routeList`: every route registered from now on, HEAD left out. */
export function recordRouteList(app: FastifyInstance): void {
  app.decorate('routeList', [] as RouteEntry[])
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined
    const queryKeys = Object.keys(query?.shape ?? {})
    for (const method of methods) {
      if (method !== 'HEAD') app.routeList.push({ method, url: route.url, queryKeys })
    }
  })
}
