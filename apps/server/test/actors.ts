import type { UserRow } from '../src/db/database'
import { TestClient } from './http-client'
import type { TestServer } from './test-app'

export type ActorKind = 'anonymous' | 'user' | 'host' | 'admin'

export interface Actor {
  kind: ActorKind
  client: TestClient
  user: UserRow | null
}

let counter = 0

/** A fresh handle per call, so tests never share accounts. */
export function uniqueHandle(prefix: string): string {
  counter += 1
  return `${prefix}${process.pid % 1000}${counter}`.slice(0, 15)
}

/** Logs a new sandbox account in through the real flow and gives it `role`. */
export async function createActor(server: TestServer, kind: ActorKind): Promise<Actor> {
  const client = new TestClient(server.baseUrl)
  if (kind === 'anonymous') {
    await client.fetchCsrfToken()
    return { kind, client, user: null }
  }
  const handle = uniqueHandle(kind)
  await client.login(handle)
  const user = await server.app.db
    .updateTable('users')
    .set({ role: kind })
    .where('username_key', '=', handle.toLowerCase())
    .returningAll()
    .executeTakeFirstOrThrow()
  await client.fetchCsrfToken()
  return { kind, client, user }
}
