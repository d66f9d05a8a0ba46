import type { ComponentProps, ReactNode } from 'react'
import { type FieldFrameProps, FormField } from './form-field'

/** One choice of a select: the value sent and the words shown. */
export interface SelectOption<T extends string | number = string> {
  value: T
  label: string
}

/** The <option> list of a select, each keyed by its value. */
export function SelectOptions<T extends string | number>({
  options,
}: {
  options: readonly SelectOption<T>[]
}) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}

interface SelectProps<T extends string | number>
  extends Omit<ComponentProps<'select'>, 'value' | 'onChange'> {
  value: T | undefined
  /** Called with the chosen option's value as the select holds it: text. */
  onValueChange: (value: string) => void
  options: readonly SelectOption<T>[]
}

/** A <select> of the given options, reporting the chosen value. */
export function Select<T extends string | number>({ options, onValueChange, ...select }: SelectProps<T>) {
  return (
    <select {...select} onChange={(event) => onValueChange(event.target.value)}>
      <SelectOptions options={options} />
    </select>
  )
}

interface SelectFieldProps<T extends string> extends FieldFrameProps {
  value: T
  /** Called with one of the options' values. */
  onValueChange: (value: T) => void
  options: readonly SelectOption<T>[]
  /** The select's classes: 'select' and any of the form's own. */
  className?: string
}

/** A select in a {@link FormField}: label, hint and error wired to it, one option per choice. */
export function SelectField<T extends string>({
  value,
  onValueChange,
  options,
  className = 'select',
  ...field
}: SelectFieldProps<T>) {
  return (
    <FormField {...field}>
      {(control) => (
        <Select
          options={options}
          onValueChange={(chosen) => onValueChange(chosen as T)}
          value={value}
          className={className}
          {...control}
        />
      )}
    </FormField>
  )
}

interface LabelledControlProps {
  /** The control's id, which the label points to. */
  id: string
  label: string
  /** The wrapper's classes. */
  className: string
  labelClassName: string
  children: ReactNode
}

/** A control with its visible label above it, outside a form's field layout (filters, selectors). */
export function LabelledControl({ id, label, className, labelClassName, children }: LabelledControlProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
    </div>
  )
}

interface LabelledSelectProps<T extends string | number> extends Omit<LabelledControlProps, 'children'> {
  /** Undefined leaves the select to the browser (nothing chosen yet). */
  value: T | undefined
  /** Called with the chosen option's value as the select holds it: text. */
  onValueChange: (value: string) => void
  options: readonly SelectOption<T>[]
  selectClassName?: string
}

/** A labelled select outside a form's field layout: the filter bars' dropdowns, the profile selector. */
export function LabelledSelect<T extends string | number>({
  selectClassName = 'select',
  ...props
}: LabelledSelectProps<T>) {
  const { id, label, className, labelClassName, ...select } = props
  return (
    <LabelledControl id={id} label={label} className={className} labelClassName={labelClassName}>
      <Select id={id} className={selectClassName} {...select} />
    </LabelledControl>
  )
}
