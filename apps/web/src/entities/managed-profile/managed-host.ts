/**
 * The profile a dashboard screen works on: its handle, its id when it is not the user's own (sent as
 * `host_id`), and the owner's name as a possessive ("@owner’s") when the user manages it for someone.
 */
export interface ManagedHost {
  username: string
  hostId: number | undefined
  ownerPossessive: string | null
}
