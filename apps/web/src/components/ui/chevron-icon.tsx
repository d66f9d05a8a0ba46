/** Each direction's drawing: the dropdown's small down chevron, the calendars' larger page arrows. */
const CHEVRONS = {
  down: { viewBox: '0 0 20 20', size: '16', path: 'M5 7.5l5 5 5-5' },
  left: { viewBox: '0 0 24 24', size: '20', path: 'M15 5l-7 7 7 7' },
  right: { viewBox: '0 0 24 24', size: '20', path: 'M9 5l7 7-7 7' },
} as const

/**
 * A chevron: down for dropdown triggers, left or right for previous and next buttons. Decorative:
 * the button around it carries the accessible name.
 */
export function ChevronIcon({
  className,
  direction = 'down',
}: {
  className?: string
  direction?: keyof typeof CHEVRONS
}) {
  const { viewBox, size, path } = CHEVRONS[direction]
  // Left and right mean previous and next: right to left, they point the other way.
  const flip = direction === 'down' ? '' : 'flip-rtl'
  return (
    <svg
      className={[className, flip].filter(Boolean).join(' ') || undefined}
      viewBox={viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
