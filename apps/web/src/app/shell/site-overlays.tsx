import type { QueryClient } from '@tanstack/react-query'
import type { RefObject } from 'react'
import { accessibleProfilesQueryOptions } from '../../entities/managed-profile/api/get-accessible-profiles'
import { TimeZoneDialog } from '../../features/timezone/components/time-zone-dialog'
import { SiteMenu } from './site-menu'

type SiteOverlaysProps = {
  isMenuOpen: boolean
  onMenuOpenChange: (open: boolean) => void
  isZoneDialogOpen: boolean
  onZoneDialogOpenChange: (open: boolean) => void
  /** The menu's Timezone item: the menu closes and the Timezone list opens in its place. */
  onChooseTimeZone: () => void
  /** Where focus goes when the Timezone list closes: the control that opened it (Menu or the header's zone button). */
  zoneDialogOpener: RefObject<HTMLButtonElement | null>
  menuButton: RefObject<HTMLButtonElement | null>
}

/**
 * The Menu sheet and the Timezone modal. They live in their own chunk (with the dialog library)
 * so that Home's first load stays within budget; SiteHeader preloads it on hover or focus.
 */
export function SiteOverlays(props: SiteOverlaysProps) {
  const { isMenuOpen, onMenuOpenChange, isZoneDialogOpen, onZoneDialogOpenChange } = props

  const returnFocusTo = (target: RefObject<HTMLButtonElement | null>) => (event: Event) => {
    event.preventDefault()
    target.current?.focus()
  }

  return (
    <>
      <SiteMenu
        open={isMenuOpen}
        onOpenChange={onMenuOpenChange}
        onChooseTimeZone={props.onChooseTimeZone}
        // The zone modal replaces the menu rather than stacking on it; it takes focus itself.
        onCloseAutoFocus={
          isZoneDialogOpen ? (event) => event.preventDefault() : returnFocusTo(props.menuButton)
        }
      />
      <TimeZoneDialog
        open={isZoneDialogOpen}
        onOpenChange={onZoneDialogOpenChange}
        onCloseAutoFocus={returnFocusTo(props.zoneDialogOpener)}
      />
    </>
  )
}

/**
 * Asks for what the menu's account links depend on (the profiles the viewer may manage) as soon as
 * the menu is about to be used, so it opens with its final items.
 */
export function prefetchMenuData(queryClient: QueryClient, userId: number | undefined): void {
  if (userId !== undefined) void queryClient.prefetchQuery(accessibleProfilesQueryOptions(userId))
}
