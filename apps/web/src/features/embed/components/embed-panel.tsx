import {
  EMBED_LIMIT_DEFAULT,
  EMBED_LIMIT_MAX,
  EMBED_LIMIT_MIN,
  EMBED_THEMES,
  type EmbedTheme,
  embedIframeHtml,
  embedPath,
  embedScriptHtml,
  embedTitle,
} from '@spaces/shared/domain/embed'
import { LOCALES, type Locale } from '@spaces/shared/i18n/locales'
import { useState } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { CopySnippet } from './copy-snippet'
import { EmbedPreview } from './embed-preview'
import './embed-panel.css'
import { msg, t } from '../../../i18n/i18n'
import { LANGUAGE_NAMES } from '../../../i18n/language-names'

const LIMITS = Array.from({ length: EMBED_LIMIT_MAX - EMBED_LIMIT_MIN + 1 }, (_, i) => EMBED_LIMIT_MIN + i)
const THEME_LABELS: Record<EmbedTheme, string> = {
  auto: msg('Auto (follows the visitor’s setting)'),
  light: msg('Light'),
  dark: msg('Dark'),
}

/**
 * The Embed panel: a host's upcoming Spaces for their own site. Pick how many, the theme and the
 * language (none: each visitor's browser decides), see the live preview, copy the script snippet
 * (sizes itself) or the plain iframe.
 */
export function EmbedPanel({ username }: { username: string }) {
  const [limit, setLimit] = useState(EMBED_LIMIT_DEFAULT)
  const [theme, setTheme] = useState<EmbedTheme>('auto')
  const [lang, setLang] = useState<Locale | ''>('')
  const origin = window.location.origin
  const target = { username }
  const options = lang ? { limit, theme, lang } : { limit, theme }
  return (
    <div className="embed-panel">
      <div className="embed-panel__options">
        <FormField label={t('Spaces shown')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={limit}
              onChange={(event) => setLimit(Number(event.target.value))}
            >
              {LIMITS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('Theme')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={theme}
              onChange={(event) => setTheme(event.target.value as EmbedTheme)}
            >
              {EMBED_THEMES.map((name) => (
                <option key={name} value={name}>
                  {t(THEME_LABELS[name])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('Language of the schedule')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={lang}
              onChange={(event) => setLang(event.target.value as Locale | '')}
            >
              <option value="">{t('Each visitor’s own')}</option>
              {LOCALES.map((each) => (
                <option key={each} value={each} lang={each}>
                  {LANGUAGE_NAMES[each]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <h3 className="embed-panel__heading">{t('Preview')}</h3>
      <EmbedPreview src={`${origin}${embedPath(target, options)}`} title={embedTitle(target)} limit={limit} />
      <h3 className="embed-panel__heading">{t('Code for your site')}</h3>
      <CopySnippet
        label={t('Script snippet')}
        hint={t('Recommended: the frame takes the height of its content.')}
        code={embedScriptHtml(origin, target, options)}
      />
      <CopySnippet
        label={t('Iframe snippet')}
        hint={t('For sites that do not allow scripts: a frame of fixed height.')}
        code={embedIframeHtml(origin, target, options)}
      />
    </div>
  )
}
