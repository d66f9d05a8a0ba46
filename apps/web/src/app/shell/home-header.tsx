import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { SiteBrand } from '../../components/layout/site-brand'
import { TimeZoneSelect } from '../../features/timezone/components/time-zone-select'
import './home-header.css'

const loadHomeOverlays = () => import('./home-overlays')
const HomeOverlays = lazy(async () => ({ default: (await loadHomeOverlays()).HomeOverlays }))

/** Home's header (spec §2): site name, the time zone dropdown and the Menu button. */
export function HomeHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false)
  const [isZoneDialogOpen, setZoneDialogOpen] = useState(false)
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)

  // Fetch the menu's code once the page is idle, so the first click opens it at once.
  useEffect(() => {
    const preload = () => void loadHomeOverlays().catch(() => {})
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = setTimeout(preload, 1500)
    return () => clearTimeout(handle)
  }, [])

  return (
    <header className="site-header">
      <div className="site-header__inner home-header">
        <SiteBrand />
        <div className="home-header__zone">
          <TimeZoneSelect />
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className="button button--secondary home-header__menu"
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onClick={() => {
            setHasOpenedMenu(true)
            setMenuOpen(true)
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Menu
        </button>
      </div>
      {hasOpenedMenu ? (
        <Suspense fallback={null}>
          <HomeOverlays
            isMenuOpen={isMenuOpen}
            onMenuOpenChange={setMenuOpen}
            isZoneDialogOpen={isZoneDialogOpen}
            onZoneDialogOpenChange={setZoneDialogOpen}
            menuButton={menuButtonRef}
          />
        </Suspense>
      ) : null}
    </header>
  )
}
