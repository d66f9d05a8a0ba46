import { Avatar } from '../../../components/ui/avatar'
import { type CurrentUser, displayNameOf } from '../../../entities/viewer/api/get-current-user'
import { t } from '../../../i18n/i18n'

/** 'Welcome, {name}' with the viewer's avatar and handle: the viewer's own, whoever's profile is managed. */
export function WelcomeCard({ user }: { user: CurrentUser }) {
  const name = displayNameOf(user)
  return (
    <section className="card dashboard__welcome">
      <Avatar name={name} imageUrl={user.profile_image_url} />
      <div>
        <h2 className="dashboard__welcome-title">{t('Welcome, {name}', { name })}</h2>
        <p className="dashboard__handle">@{user.username}</p>
      </div>
    </section>
  )
}
