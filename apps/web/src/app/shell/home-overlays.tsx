import { TimeZoneDialog } from '../../features/timezone/components/time-zone-dialog'
import { SiteMenu } from './site-menu'

type HomeOverlaysProps = {
  isMenuOpen: boolean
  onMenuOpenChange: (open: boolean) => void
  isZoneDialogOpen: boolean
  onZoneDialogOpenChange: (open: boolean) => void
  menuButton: { current: HTMLButtonElement | null }
}

/**
 * The Menu sheet and the Timezone modal. They live in their own chunk (with the dialog library)
 * so that Home's first load stays within budget; HomeHeader preloads it when the page is idle.
 */
export function HomeOverlays(props: HomeOverlaysProps) {
  const { isMenuOpen, onMenuOpenChange, isZoneDialogOpen, onZoneDialogOpenChange, menuButton } = props

  // The zone modal replaces the menu rather than stacking on it; when it closes, focus goes back
  // to the Menu button, where the visitor started.
  const returnFocusToMenuButton = (event: Event) => {
    event.preventDefault()
    menuButton.current?.focus()
  }

  return (
    <>
      <SiteMenu
        open={isMenuOpen}
        onOpenChange={onMenuOpenChange}
        onChooseTimeZone={() => {
          onMenuOpenChange(false)
          onZoneDialogOpenChange(true)
        }}
        onCloseAutoFocus={isZoneDialogOpen ? (event) => event.preventDefault() : returnFocusToMenuButton}
      />
      <TimeZoneDialog
        open={isZoneDialogOpen}
        onOpenChange={onZoneDialogOpenChange}
        onCloseAutoFocus={returnFocusToMenuButton}
      />
    </>
  )
}
