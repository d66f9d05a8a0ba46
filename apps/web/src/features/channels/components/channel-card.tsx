import type { TChannel, TChannelNetwork } from '@spaces/shared/schemas/channels'
import { useId, useState } from 'react'
import { t } from '../../../i18n/i18n'
import { ApiError } from '../../../lib/api-client'
import { type ChannelOwner, useDisconnectChannel, useUpdateChannel } from '../api/channels-api'
import { CHANNEL_TEXT, NETWORK_NAME } from '../channel-texts'
import { type ChannelSettings, ChannelSettingsFields } from './channel-settings-fields'
import { ConnectForm } from './connect-form'
import { PostsLog } from './posts-log'

/** One network: connected (account, settings, posts, disconnect) or the form to connect it. */
export function ChannelCard({
  network,
  channel,
  owner,
}: {
  network: TChannelNetwork
  channel: TChannel | undefined
  owner: ChannelOwner
}) {
  const headingId = useId()
  return (
    <section className="card channel" aria-labelledby={headingId} data-network={network}>
      <h2 id={headingId} className="channel__title">
        {t(NETWORK_NAME[network])}
      </h2>
      {channel ? (
        <Connected channel={channel} owner={owner} />
      ) : (
        <>
          <p className="channel__status">{CHANNEL_TEXT.notConnected}</p>
          <ConnectForm network={network} owner={owner} onDone={() => undefined} />
        </>
      )}
    </section>
  )
}

function Connected({ channel, owner }: { channel: TChannel; owner: ChannelOwner }) {
  const [settings, setSettings] = useState<ChannelSettings>({
    events: channel.events,
    timeZone: channel.time_zone,
  })
  const [message, setMessage] = useState<string | null>(null)
  const [reconnecting, setReconnecting] = useState(false)
  const [showPosts, setShowPosts] = useState(channel.failed > 0 || channel.waiting > 0)
  const update = useUpdateChannel(owner)
  const disconnect = useDisconnectChannel(owner)
  const postsId = useId()

  async function save() {
    setMessage(null)
    if (settings.events.length === 0) return setMessage(CHANNEL_TEXT.noEvents)
    try {
      await update.mutateAsync({ id: channel.id, body: settings })
      setMessage(CHANNEL_TEXT.saved)
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : String(err))
    }
  }

  async function remove() {
    if (!window.confirm(CHANNEL_TEXT.confirmDisconnect)) return
    try {
      await disconnect.mutateAsync(channel.id)
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : String(err))
    }
  }

  if (reconnecting) {
    return (
      <ConnectForm
        network={channel.network}
        owner={owner}
        initial={settings}
        onDone={() => setReconnecting(false)}
        onCancel={() => setReconnecting(false)}
      />
    )
  }
  return (
    <>
      <p className="channel__status">{CHANNEL_TEXT.connectedAs(channel.account, channel.secret_hint)}</p>
      {channel.status === 'off' ? (
        <p className="channel__warning" role="status">
          {CHANNEL_TEXT.off(channel.off_reason ?? '')}
        </p>
      ) : null}
      {channel.uncertain > 0 ? (
        <p className="channel__warning">{CHANNEL_TEXT.uncertainCount(channel.uncertain)}</p>
      ) : null}
      {channel.failed > 0 ? (
        <p className="channel__warning">{CHANNEL_TEXT.failedCount(channel.failed)}</p>
      ) : null}
      {channel.waiting > 0 ? (
        <p className="channel__warning">{CHANNEL_TEXT.waitingCount(channel.waiting)}</p>
      ) : null}
      <ChannelSettingsFields value={settings} onChange={setSettings} />
      {message ? (
        <p className="channel__message" role="status">
          {message}
        </p>
      ) : null}
      <div className="channel__actions">
        <button type="button" className="button button--primary" onClick={save} disabled={update.isPending}>
          {CHANNEL_TEXT.save}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setReconnecting(true)}>
          {CHANNEL_TEXT.reconnect}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={remove}
          disabled={disconnect.isPending}
        >
          {CHANNEL_TEXT.disconnect}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={showPosts}
          aria-controls={postsId}
          onClick={() => setShowPosts(!showPosts)}
        >
          {showPosts ? CHANNEL_TEXT.hidePosts : CHANNEL_TEXT.showPosts}
        </button>
      </div>
      <div id={postsId} hidden={!showPosts}>
        <h3 className="channel__subtitle">{CHANNEL_TEXT.posts}</h3>
        {showPosts ? <PostsLog channelId={channel.id} zone={channel.time_zone} /> : null}
      </div>
    </>
  )
}
