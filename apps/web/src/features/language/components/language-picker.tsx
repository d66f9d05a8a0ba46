import { LOCALES, type Locale } from '@spaces/shared/i18n/locales'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useCurrentUser } from '../../../entities/viewer/api/get-current-user'
import { t } from '../../../i18n/i18n'
import { LANGUAGE_NAMES } from '../../../i18n/language-names'
import { useLocale } from '../../../i18n/locale-provider'
import { chooseLocale } from '../choose-locale'

/** The page's language select, in the site menu (the embed panel has its own, for the snippet). */
export function LanguagePicker({ className }: { className?: string }) {
  const id = useId()
  const locale = useLocale()
  const { data: user } = useCurrentUser()
  const queryClient = useQueryClient()
  const current = (LOCALES as readonly string[]).includes(locale) ? locale : 'en'

  return (
    <div className={className ?? 'language-picker'}>
      <label htmlFor={id}>{t('Language')}</label>
      <select
        id={id}
        className="select"
        value={current}
        onChange={async (event) => {
          await chooseLocale(event.target.value as Locale, Boolean(user))
          // Answers that carry the server's sentences come again in the new language.
          void queryClient.invalidateQueries()
        }}
      >
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
    </div>
  )
}
