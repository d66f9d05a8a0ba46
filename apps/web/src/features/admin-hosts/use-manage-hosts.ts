import { type FormEvent, useRef, useState } from 'react'
import { msg, t } from '../../i18n/i18n'
import { serverMessageOr } from '../../lib/server-message'
import { readAddHostInput } from './add-host-input'
import { useAddHost, useRemoveHost, useRemovePending } from './api/mutate-admin-hosts'

export const HOSTS_TEXT = {
  added: msg('Host added'),
  addFailed: msg('Failed to add host'),
  loadFailed: msg('Failed to load hosts'),
  removeHostConfirm: msg('Remove this host?'),
  hostRemoved: msg('Host removed'),
  removeHostFailed: msg('Failed to remove host'),
  removePendingConfirm: msg('Remove this pending preapproval?'),
  pendingRemoved: msg('Pending entry removed'),
  removePendingFailed: msg('Failed to remove pending'),
}

/** Where a message shows: beside the action it answers, not at the top of the page. */
export type Place = 'add' | 'pending' | 'hosts'
export type Banner = { place: Place; tone: 'success' | 'error'; text: string; detail?: string }
type List = 'hosts' | 'pending'

/** What a Remove in each list asks, and says when it worked or failed. */
const REMOVAL_TEXT: Record<List, { confirm: string; removed: string; failed: (error: unknown) => string }> = {
  hosts: {
    confirm: HOSTS_TEXT.removeHostConfirm,
    removed: HOSTS_TEXT.hostRemoved,
    failed: (error) => serverMessageOr(error, t(HOSTS_TEXT.removeHostFailed)),
  },
  pending: {
    confirm: HOSTS_TEXT.removePendingConfirm,
    removed: HOSTS_TEXT.pendingRemoved,
    failed: () => t(HOSTS_TEXT.removePendingFailed),
  },
}

/**
 * The Manage Hosts screen's actions: add by handle (the field's own error, or the server's answer
 * beside the form) and remove from either list (answered under that list's heading, which then
 * takes the keyboard, as the pressed button is gone).
 */
export function useManageHosts(onHostsChanged: () => unknown) {
  const addHost = useAddHost(onHostsChanged)
  const removeHost = useRemoveHost(onHostsChanged)
  const removePending = useRemovePending(onHostsChanged)
  const [text, setText] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [banner, setBanner] = useState<Banner | null>(null)
  const [busy, setBusy] = useState<{ list: List; id: number } | null>(null)
  const hostsHeadingRef = useRef<HTMLHeadingElement>(null)
  const pendingHeadingRef = useRef<HTMLHeadingElement>(null)

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = readAddHostInput(text)
    if (input.kind === 'blank' || addHost.isPending) return
    // A new answer replaces the last one: an old message never stays beside a new error.
    setBanner(null)
    if (input.kind === 'invalid') {
      setFieldError(input.message)
      return
    }
    setFieldError(null)
    try {
      const result = await addHost.mutateAsync(input.username)
      setText('')
      setBanner({
        place: 'add',
        tone: 'success',
        text: t(HOSTS_TEXT.added),
        ...(result.pending
          ? {
              detail: t('@{username} becomes a host at their first login.', {
                username: result.pending.username ?? input.username,
              }),
            }
          : {}),
      })
    } catch (error) {
      setBanner({ place: 'add', tone: 'error', text: serverMessageOr(error, t(HOSTS_TEXT.addFailed)) })
    }
  }

  const removers = { hosts: removeHost, pending: removePending }
  const headingRefs = { hosts: hostsHeadingRef, pending: pendingHeadingRef }

  async function removeOne(list: List, id: number) {
    const text = REMOVAL_TEXT[list]
    if (!window.confirm(t(text.confirm))) return
    setBusy({ list, id })
    setBanner(null)
    setFieldError(null)
    try {
      await removers[list].mutateAsync(id)
      setBanner({ place: list, tone: 'success', text: t(text.removed) })
      headingRefs[list].current?.focus()
    } catch (error) {
      setBanner({ place: list, tone: 'error', text: text.failed(error) })
    } finally {
      setBusy(null)
    }
  }

  return {
    text,
    changeText: (next: string) => {
      setText(next)
      setFieldError(null)
    },
    fieldError,
    isAdding: addHost.isPending,
    add,
    banner,
    /** What a list needs to offer Remove: the entry being removed, the action, its heading to focus. */
    listProps: (list: List) => ({
      busyId: busy?.list === list ? busy.id : null,
      onRemove: (item: { id: number }) => removeOne(list, item.id),
      headingRef: headingRefs[list],
    }),
  }
}
