import { PAGES } from '@spaces/shared/paths'
import { useLocation } from 'wouter'
import { Avatar } from '../../components/ui/avatar'
import { LoadingState } from '../../components/ui/loading-state'
import { Sheet } from '../../components/ui/sheet'
import { displayNameOf, useCurrentUser } from '../../entities/viewer/api/get-current-user'
import { LoginButton } from '../../entities/viewer/components/login-button'
import { useViewerTimeZone } from '../../entities/viewer/use-viewer-time-zone'
import { LogoutButton } from '../../features/auth/components/logout-button'
import { LanguagePicker } from '../../features/language/components/language-picker'
import { AccountLinks } from './account-links'
import { MenuLink } from './menu-link'
import { requiresLogin } from './site-paths'
import './site-menu.css'
import { t } from '../../i18n/i18n'

type SiteMenuProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  onChooseTimeZone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The Menu sheet, the same on every screen: Timezone, Chat, Reading List, Glossary and Login for a
 * logged-out visitor, the account's links and Logout once logged in, and the admin screens for admins
 * (with the glossary manager). Both reading list links show 'Reading List'; the one to the manager
 * sits under "Your account" and its name goes on to 'Reading List manager' (hidden words after the
 * shown ones), so a screen reader's list of links tells the two apart while the name still starts
 * with what is seen.
 */
export function SiteMenu({ open, onOpenChange, onChooseTimeZone, onCloseAutoFocus }: SiteMenuProps) {
  const { data: user, isPending } = useCurrentUser()
  const { zone } = useViewerTimeZone()
  const [path] = useLocation()

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('Menu')} onCloseAutoFocus={onCloseAutoFocus}>
      <nav aria-label={t('Site')}>
        <ul className="menu-list">
          <li>
            {/* Named by its text alone ('Timezone'), so the name holds what is visible; the zone shown
                beside it is its description. */}
            <button
              type="button"
              className="menu-item"
              aria-haspopup="dialog"
              aria-describedby="menu-current-zone"
              onClick={onChooseTimeZone}
            >
              <span>{t('Timezone')}</span>
              <span id="menu-current-zone" className="menu-item__hint" aria-hidden="true">
                {zone}
              </span>
            </button>
          </li>
          <MenuLink to="/chatbot">{t('Chat')}</MenuLink>
          <MenuLink to="/reading">{t('Reading List')}</MenuLink>
          <MenuLink to="/glossary">{t('Glossary')}</MenuLink>
        </ul>
        <LanguagePicker className="menu-language" />

        {isPending ? <LoadingState label={t('Checking your session...')} /> : null}

        {!isPending && !user ? (
          <div className="menu-section">
            <LoginButton className="button button--primary button--block" />
          </div>
        ) : null}

        {user ? (
          <>
            <section className="menu-section" aria-labelledby="menu-account-heading">
              <h3 id="menu-account-heading" className="menu-section__heading">
                {t('Your account')}
              </h3>
              <p className="menu-identity">
                <Avatar name={displayNameOf(user)} imageUrl={user.profile_image_url} size="sm" />
                <span>
                  <span className="menu-identity__name">{displayNameOf(user)}</span>
                  <span className="menu-identity__handle">@{user.username}</span>
                </span>
              </p>
              <AccountLinks />
            </section>
            {user.role === 'admin' ? (
              <section className="menu-section" aria-labelledby="menu-admin-heading">
                <h3 id="menu-admin-heading" className="menu-section__heading">
                  {t('Admin')}
                </h3>
                <ul className="menu-list">
                  <MenuLink to="/admin/hosts">{t('Add/Remove Hosts')}</MenuLink>
                  <MenuLink to="/admin/newsletter">{t('Newsletter')}</MenuLink>
                  <MenuLink to="/admin/glossary">{t('Edit glossary')}</MenuLink>
                  <MenuLink to={PAGES.adminHealth}>{t('Health')}</MenuLink>
                </ul>
              </section>
            ) : null}
            <div className="menu-section">
              <LogoutButton
                className="button button--secondary button--block"
                onLoggedOut={() => onOpenChange(false)}
                leaveTo={requiresLogin(path) ? '/' : undefined}
              />
            </div>
          </>
        ) : null}
      </nav>
    </Sheet>
  )
}
