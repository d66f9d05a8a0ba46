import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { LoadingState } from '../../../components/ui/loading-state'
import { serverMessageOr } from '../../../lib/server-message'
import { readAddHostInput } from '../add-host-input'
import {
  type AdminHost,
  adminHostsQueryOptions,
  type Preapproval,
  preapprovedQueryOptions,
} from '../api/get-admin-hosts'
import { useAddHost, useRemoveHost, useRemovePending } from '../api/mutate-admin-hosts'
import { HostsList, PendingList } from './host-lists'
import { XSyncPanel } from './x-sync-panel'
import './admin-hosts.css'

export const HOSTS_TEXT = {
  added: 'Host added',
  addFailed: 'Failed to add host',
  loadFailed: 'Failed to load hosts',
  removeHostConfirm: 'Remove this host?',
  hostRemoved: 'Host removed',
  removeHostFailed: 'Failed to remove host',
  removePendingConfirm: 'Remove this pending preapproval?',
  pendingRemoved: 'Pending entry removed',
  removePendingFailed: 'Failed to remove pending',
} as const

type Banner = { tone: 'success' | 'error'; text: string; detail?: string }

/** The Manage Hosts screen's body (spec §2): add by handle, pending preapprovals, current hosts. */
export function ManageHosts({ onHostsChanged }: { onHostsChanged: () => unknown }) {
  const hosts = useQuery(adminHostsQueryOptions())
  const pending = useQuery(preapprovedQueryOptions())
  const addHost = useAddHost(onHostsChanged)
  const removeHost = useRemoveHost(onHostsChanged)
  const removePending = useRemovePending(onHostsChanged)
  const [text, setText] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [banner, setBanner] = useState<Banner | null>(null)
  const [busy, setBusy] = useState<{ list: 'hosts' | 'pending'; id: number } | null>(null)
  const hostsHeadingRef = useRef<HTMLHeadingElement>(null)
  const pendingHeadingRef = useRef<HTMLHeadingElement>(null)

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = readAddHostInput(text)
    if (input.kind === 'blank' || addHost.isPending) return
    if (input.kind === 'invalid') {
      setFieldError(input.message)
      return
    }
    setFieldError(null)
    setBanner(null)
    try {
      const result = await addHost.mutateAsync(input.username)
      setText('')
      setBanner({
        tone: 'success',
        text: HOSTS_TEXT.added,
        ...(result.pending
          ? { detail: `@${result.pending.username ?? input.username} becomes a host at their first login.` }
          : {}),
      })
    } catch (error) {
      setBanner({ tone: 'error', text: serverMessageOr(error, HOSTS_TEXT.addFailed) })
    }
  }

  async function removeOneHost(host: AdminHost) {
    if (!window.confirm(HOSTS_TEXT.removeHostConfirm)) return
    setBusy({ list: 'hosts', id: host.id })
    setBanner(null)
    try {
      await removeHost.mutateAsync(host.id)
      setBanner({ tone: 'success', text: HOSTS_TEXT.hostRemoved })
      hostsHeadingRef.current?.focus()
    } catch (error) {
      setBanner({ tone: 'error', text: serverMessageOr(error, HOSTS_TEXT.removeHostFailed) })
    } finally {
      setBusy(null)
    }
  }

  async function removeOnePending(item: Preapproval) {
    if (!window.confirm(HOSTS_TEXT.removePendingConfirm)) return
    setBusy({ list: 'pending', id: item.id })
    setBanner(null)
    try {
      await removePending.mutateAsync(item.id)
      setBanner({ tone: 'success', text: HOSTS_TEXT.pendingRemoved })
      pendingHeadingRef.current?.focus()
    } catch {
      setBanner({ tone: 'error', text: HOSTS_TEXT.removePendingFailed })
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="admin-hosts">
      <div className="admin-hosts__banner-region" aria-live="polite">
        {banner ? (
          <p
            className={`admin-hosts__banner admin-hosts__banner--${banner.tone}`}
            role={banner.tone === 'error' ? 'alert' : undefined}
          >
            {banner.text}
            {banner.detail ? <span className="admin-hosts__banner-detail">{banner.detail}</span> : null}
          </p>
        ) : null}
      </div>

      <form className="card admin-hosts__form" noValidate onSubmit={add}>
        <FormField
          label="Username to add as Host"
          hint="Their X handle, with or without @. If they have not logged in yet, they become a host at their first login."
          error={fieldError}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="@username"
              value={text}
              onChange={(event) => {
                setText(event.target.value)
                setFieldError(null)
              }}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary" disabled={addHost.isPending}>
          {addHost.isPending ? 'Adding…' : 'Add Host'}
        </button>
      </form>

      {hosts.isPending || pending.isPending ? (
        <LoadingState label="Loading hosts..." />
      ) : hosts.isError || pending.isError ? (
        <div className="card admin-hosts__error" role="alert">
          <p className="admin-hosts__error-text">{HOSTS_TEXT.loadFailed}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void Promise.all([hosts.refetch(), pending.refetch()])}
          >
            Try again
          </button>
        </div>
      ) : (
        <div className="admin-hosts__lists">
          <PendingList
            items={pending.data}
            busyId={busy?.list === 'pending' ? busy.id : null}
            onRemove={removeOnePending}
            headingRef={pendingHeadingRef}
          />
          <HostsList
            items={hosts.data}
            busyId={busy?.list === 'hosts' ? busy.id : null}
            onRemove={removeOneHost}
            headingRef={hostsHeadingRef}
          />
        </div>
      )}
      <XSyncPanel />
    </div>
  )
}
