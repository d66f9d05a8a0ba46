import type { HomeView } from '../home-view'
import './view-switch.css'
import { msg, t } from '../../../i18n/i18n'

const LABEL = msg('View')
const VIEWS: { view: HomeView; label: string }[] = [
  { view: 'calendar', label: msg('Calendar') },
  { view: 'agenda', label: msg('Agenda') },
]

/** Calendar or agenda: two toggle buttons, the chosen one pressed. */
export function ViewSwitch({ view, onChange }: { view: HomeView; onChange: (view: HomeView) => void }) {
  return (
    <fieldset className="view-switch">
      <legend className="visually-hidden">{t(LABEL)}</legend>
      {VIEWS.map((option) => (
        <button
          key={option.view}
          type="button"
          className={`button ${option.view === view ? '' : 'button--secondary'} view-switch__button`}
          aria-pressed={option.view === view}
          onClick={() => onChange(option.view)}
        >
          {t(option.label)}
        </button>
      ))}
    </fieldset>
  )
}
