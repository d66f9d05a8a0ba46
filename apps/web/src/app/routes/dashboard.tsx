import { Link } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { Avatar } from '../../components/ui/avatar'
import { type CurrentUser, displayNameOf } from '../../features/auth/api/get-current-user'
import { RequireUser } from '../../features/auth/components/require-user'
import './dashboard.css'

/** `/dashboard`: login required, else `/?error=not_authenticated` (spec §2). */
export function DashboardRoute() {
  return (
    <PageShell title="Dashboard">
      <RequireUser redirectTo="/?error=not_authenticated">
        {(user) => <DashboardHome user={user} />}
      </RequireUser>
    </PageShell>
  )
}

/** The welcome card and Quick Actions; 'My Spaces' and the profile switcher come with a later issue. */
function DashboardHome({ user }: { user: CurrentUser }) {
  const name = displayNameOf(user)
  return (
    <div className="dashboard">
      <section className="card dashboard__welcome">
        <Avatar name={name} imageUrl={user.profile_image_url} />
        <div>
          <h2 className="dashboard__welcome-title">Welcome, {name}</h2>
          <p className="dashboard__handle">@{user.username}</p>
        </div>
      </section>
      <section className="card" aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="dashboard__section-title">
          Quick Actions
        </h2>
        <ul className="quick-actions">
          <li>
            <Link to="/dashboard/new-space" className="quick-action">
              New Space
            </Link>
          </li>
          <li>
            <Link to="/dashboard/links" className="quick-action">
              Manage Links
            </Link>
          </li>
          <li>
            <Link to="/dashboard/reading" className="quick-action">
              Reading List
            </Link>
          </li>
          <li>
            <Link to={`/access/${user.id}`} className="quick-action">
              Manage Access
            </Link>
          </li>
        </ul>
      </section>
    </div>
  )
}
