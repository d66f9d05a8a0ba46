import { Link } from 'wouter'

export const SITE_NAME = 'Spaces Calendar'

/** The site name with its mark, linking home. */
export function SiteBrand() {
  return (
    <Link to="/" className="site-brand">
      <svg
        className="site-brand__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <rect x="7" y="9" width="18" height="16" rx="3" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M7 14h18M12 6.5v5M20 6.5v5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <circle cx="16" cy="19.5" r="2.25" fill="#c4b5fd" />
      </svg>
      <span className="site-brand__name">{SITE_NAME}</span>
    </Link>
  )
}
