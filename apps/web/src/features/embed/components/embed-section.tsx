import type { ManagedHost } from '../../../entities/managed-profile/managed-host'
import { t } from '../../../i18n/i18n'
import { EmbedPanel } from './embed-panel'
import { EmbedViews } from './embed-views'

/** The dashboard's "Embed on your site" card: the views so far and the Embed panel. */
export function EmbedSection({ username, hostId, ownerPossessive }: ManagedHost) {
  return (
    <section className="card" aria-labelledby="embed-heading">
      <h2 id="embed-heading" className="dashboard__section-title dashboard__section-title--spaced">
        {ownerPossessive ? t('Embed {owner} schedule', { owner: ownerPossessive }) : t('Embed your schedule')}
      </h2>
      <EmbedViews hostId={hostId} />
      <EmbedPanel username={username} />
    </section>
  )
}
