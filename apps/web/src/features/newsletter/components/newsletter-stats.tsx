import type { NewsletterStats } from '../api/get-newsletter-admin'

/** Spec §2's stat tiles: Total Subscribers, Active, Unsubscribed, Bounced; pending apart, smaller. */
export function NewsletterStatsTiles({ stats }: { stats: NewsletterStats }) {
  return (
    <section className="nl-stats" aria-labelledby="nl-stats-title">
      <h2 id="nl-stats-title" className="visually-hidden">
        Subscribers at a glance
      </h2>
      <dl className="nl-stats__tiles">
        <Tile label="Total Subscribers" value={stats.total} />
        <Tile label="Active" value={stats.active} />
        <Tile label="Unsubscribed" value={stats.unsubscribed} />
        <Tile label="Bounced" value={stats.bounced} />
      </dl>
      <dl className="nl-stats__minor">
        <div>
          <dt>Pending confirmation</dt>
          <dd>{stats.pending.toLocaleString('en-US')}</dd>
        </div>
      </dl>
    </section>
  )
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="card nl-stat">
      <dt className="nl-stat__label">{label}</dt>
      <dd className="nl-stat__value">{value.toLocaleString('en-US')}</dd>
    </div>
  )
}
