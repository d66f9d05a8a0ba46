import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { DialogClose } from '../../components/ui/sheet'
import { isCurrentPage } from './site-paths'

/**
 * A menu link that closes the sheet when followed; the one for the screen shown is marked current.
 * `onFollow` runs first (the account links use it to pick the profile the page will manage).
 */
export function MenuLink({
  to,
  onFollow,
  children,
}: {
  to: string
  onFollow?: () => void
  children: ReactNode
}) {
  const [path] = useLocation()
  return (
    <li>
      <DialogClose asChild>
        <Link
          to={to}
          className="menu-item"
          aria-current={isCurrentPage(path, to) ? 'page' : undefined}
          onClick={onFollow}
        >
          {children}
        </Link>
      </DialogClose>
    </li>
  )
}
