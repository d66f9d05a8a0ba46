import { useState } from 'react'
import { BACK_TO_DASHBOARD, PageShell } from '../../components/layout/page-shell'
import { ManagedProfileGuard } from '../../entities/managed-profile/components/managed-profile-guard'
import { CHANNEL_TEXT } from '../../features/channels/channel-texts'
import { ChannelsManager } from '../../features/channels/components/channels-manager'
import { t } from '../../i18n/i18n'

/**
 * `/dashboard/channels`: where the managed profile's Spaces are posted (Discord, Telegram, Mastodon,
 * Bluesky). Needs the Spaces permission (the host, or a helper allowed to manage Spaces); logged out
 * goes to `/`.
 */
export function DashboardChannelsRoute() {
  return (
    <PageShell title={t('Channels')} back={BACK_TO_DASHBOARD}>
      <ManagedProfileGuard redirectTo="/" requires="spaces">
        {(profile) => (
          <>
            {profile.isDelegated ? (
              <p className="access-notice">
                {t('You are managing {owner} channels (@{handle}).', {
                  owner: profile.ownerPossessive,
                  handle: profile.username,
                })}
              </p>
            ) : null}
            <ChannelsManager owner={profile.hostId} />
            {profile.user.role === 'admin' && !profile.isDelegated ? <SiteChannels /> : null}
          </>
        )}
      </ManagedProfileGuard>
    </PageShell>
  )
}

/** An admin's site-wide channels, below their own, opened on demand. */
function SiteChannels() {
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="site-channels-title" className="channels__site">
      <h2 id="site-channels-title">{CHANNEL_TEXT.siteTitle}</h2>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? CHANNEL_TEXT.siteHide : CHANNEL_TEXT.siteShow}
      </button>
      {open ? <ChannelsManager owner="site" /> : null}
    </section>
  )
}
