import type { ReactNode } from 'react'

/** A checkbox and its label, the hint under it read with it. */
export function SettingsCheckbox({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: ReactNode
  hint?: ReactNode
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="notify-check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {hint ? <span className="notify-check__hint">{hint}</span> : null}
      </span>
    </label>
  )
}
