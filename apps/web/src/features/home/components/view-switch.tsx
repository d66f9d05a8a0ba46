import type { HomeView } from '../home-view'
import './view-switch.css'

const LABEL = 'View'
const VIEWS: { view: HomeView; label: string }[] = [
  { view: 'calendar', label: 'Calendar' },
  { view: 'agenda', label: 'Agenda' },
]

/** Calendar or agenda: two toggle buttons, the chosen one pressed. */
export function ViewSwitch({ view, onChange }: { view: HomeView; onChange: (view: HomeView) => void }) {
  return (
    <fieldset className="view-switch">
      <legend className="visually-hidden">{LABEL}</legend>
      {VIEWS.map((option) => (
        <button
          key={option.view}
          type="button"
          className={`button ${option.view === view ? '' : 'button--secondary'} view-switch__button`}
          aria-pressed={option.view === view}
          onClick={() => onChange(option.view)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  )
}
