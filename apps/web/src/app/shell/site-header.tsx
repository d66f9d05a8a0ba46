import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { SiteBrand } from '../../components/layout/site-brand'
import { Avatar } from '../../components/ui/avatar'
import { type CurrentUser, displayNameOf, useCurrentUser } from '../../entities/viewer/api/get-current-user'
import { TimeZoneButton } from '../../features/timezone/components/time-zone-button'
import { TimeZoneSelect } from '../../features/timezone/components/time-zone-select'
import { HeaderSearch } from './header-search'
import { isCurrentPage, showsTimes } from './site-paths'
import './site-header.css'
import { t } from '../../i18n/i18n'

const loadSiteOverlays = () => import('./site-overlays')
const SiteOverlays = lazy(async () => ({ default: (await loadSiteOverlays()).SiteOverlays }))

/**
 * The header of every screen: the brand linking home, the search box, the time zone on screens that show
 * times (Home's dropdown; elsewhere a button opening the Timezone list), who is logged in,
 * and the Menu button.
 */
export function SiteHeader() {
  const [path] = useLocation()
  const { data: user, isPending: isUserPending } = useCurrentUser()
  const [isMenuOpen, setMenuOpen] = useState(false)
  const [isZoneDialogOpen, setZoneDialogOpen] = useState(false)
  const [hasOpenedOverlay, setHasOpenedOverlay] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const zoneButtonRef = useRef<HTMLButtonElement>(null)
  const zoneDialogOpener = useRef<HTMLButtonElement | null>(null)
  const isHome = isCurrentPage(path, '/')

  // The menu's code loads when it is about to be used (pointer over or focus on a button that opens
  // it), never with the page: it is no part of the home page's first load.
  // Its account links wait for the profiles the viewer may manage, asked for at the same moment.
  const queryClient = useQueryClient()
  const preloadOverlays = () =>
    void loadSiteOverlays()
      .then((overlays) => overlays.prefetchMenuData(queryClient, user?.id))
      .catch(() => {})

  const openZoneDialog = (opener: HTMLButtonElement | null) => {
    zoneDialogOpener.current = opener
    setHasOpenedOverlay(true)
    setZoneDialogOpen(true)
  }

  return (
    <header className="site-header">
      {/* Until the viewer is known, the zone and Menu keep their place unseen: the avatar arriving
          beside them would move them. */}
      <div
        className={`site-header__inner site-header__bar${isUserPending ? ' site-header__bar--pending' : ''}`}
      >
        <SiteBrand />
        <HeaderSearch />
        {showsTimes(path) ? (
          <div className="site-header__zone">
            {isHome ? (
              <TimeZoneSelect />
            ) : (
              <TimeZoneButton
                ref={zoneButtonRef}
                isOpen={isZoneDialogOpen}
                onOpen={() => openZoneDialog(zoneButtonRef.current)}
              />
            )}
          </div>
        ) : null}
        {user ? <SignedInAs user={user} /> : null}
        <button
          ref={menuButtonRef}
          type="button"
          className="button button--secondary site-header__menu"
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onPointerEnter={preloadOverlays}
          onFocus={preloadOverlays}
          onClick={() => {
            setHasOpenedOverlay(true)
            setMenuOpen(true)
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('Menu')}
        </button>
      </div>
      {hasOpenedOverlay ? (
        <Suspense fallback={null}>
          <SiteOverlays
            isMenuOpen={isMenuOpen}
            onMenuOpenChange={setMenuOpen}
            isZoneDialogOpen={isZoneDialogOpen}
            onZoneDialogOpenChange={setZoneDialogOpen}
            onChooseTimeZone={() => {
              setMenuOpen(false)
              openZoneDialog(menuButtonRef.current)
            }}
            zoneDialogOpener={zoneDialogOpener}
            menuButton={menuButtonRef}
          />
        </Suspense>
      ) : null}
    </header>
  )
}

/** Who is logged in: the avatar, and the handle where there is room (always there for screen readers). */
function SignedInAs({ user }: { user: CurrentUser }) {
  return (
    <p className="site-header__user">
      <Avatar name={displayNameOf(user)} imageUrl={user.profile_image_url} size="sm" />
      <span className="site-header__handle">
        <span className="visually-hidden">{t('Logged in as')} </span>@{user.username}
      </span>
    </p>
  )
}
