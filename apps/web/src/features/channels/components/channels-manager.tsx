import { CHANNEL_NETWORKS } from '@spaces/shared/schemas/channels'
import { LoadingState } from '../../../components/ui/loading-state'
import { type ChannelOwner, useChannels } from '../api/channels-api'
import { CHANNEL_TEXT } from '../channel-texts'
import { ChannelCard } from './channel-card'
import './channels.css'

/** The managed profile's (or the site's) channels: one card per network, connected or not. */
export function ChannelsManager({ owner }: { owner: ChannelOwner }) {
  const channels = useChannels(owner)
  return (
    <div className="channels">
      <p className="channels__intro">{owner === 'site' ? CHANNEL_TEXT.siteIntro : CHANNEL_TEXT.intro}</p>
      {channels.isPending ? (
        <LoadingState label={CHANNEL_TEXT.loading} />
      ) : channels.isError ? (
        <div className="card" role="alert">
          <p>{CHANNEL_TEXT.loadError}</p>
          <p>{channels.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void channels.refetch()}>
            {CHANNEL_TEXT.retry}
          </button>
        </div>
      ) : (
        CHANNEL_NETWORKS.map((network) => (
          <ChannelCard
            key={network}
            network={network}
            channel={channels.data.channels.find((c) => c.network === network)}
            owner={owner}
          />
        ))
      )}
    </div>
  )
}
