import { type GlossaryLevel, LEVELS, levelDescription, levelLabel } from '../glossary-levels'

interface LevelPickerProps {
  level: GlossaryLevel
  onChange: (level: GlossaryLevel) => void
  /** Ties the description to the buttons for screen readers. */
  descriptionId: string
}

/** The four level buttons (a toggle group, aria-pressed) and the chosen level's description. */
export function LevelPicker({ level, onChange, descriptionId }: LevelPickerProps) {
  return (
    <div className="level-picker">
      <fieldset className="level-picker__buttons">
        <legend className="visually-hidden">Explanation level</legend>
        {LEVELS.map((choice) => (
          <button
            key={choice}
            type="button"
            className="level-picker__button"
            aria-pressed={choice === level}
            aria-describedby={choice === level ? descriptionId : undefined}
            onClick={() => onChange(choice)}
          >
            {levelLabel(choice)}
          </button>
        ))}
      </fieldset>
      <p id={descriptionId} className="level-picker__description">
        {levelDescription(level)}
      </p>
    </div>
  )
}
