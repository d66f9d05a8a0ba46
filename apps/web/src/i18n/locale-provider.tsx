import { Fragment, type ReactNode, useSyncExternalStore } from 'react'
import { activeLocale, i18n } from './i18n'

const subscribe = (onChange: () => void) => i18n.on('change', onChange)

/** The active language, re-read when it changes. */
export function useLocale() {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale)
}

/**
 * Draws the app again, in place, when the language changes: every `t()` is said again in the new
 * one. The data already loaded stays (the query cache lives above), only the screens' own state
 * (an open menu, a half-typed form) starts again.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return <Fragment key={locale}>{children}</Fragment>
}
