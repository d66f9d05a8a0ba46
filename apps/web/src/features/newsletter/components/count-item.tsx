import { intlTag } from '../../../i18n/i18n'

interface CountItemProps {
  label: string
  value: number
  className?: string
  labelClassName?: string
  valueClassName?: string
}

/** One labelled number of a <dl>, written with thousands separators ('1,204'). */
export function CountItem({ label, value, className, labelClassName, valueClassName }: CountItemProps) {
  return (
    <div className={className}>
      <dt className={labelClassName}>{label}</dt>
      <dd className={valueClassName}>{value.toLocaleString(intlTag())}</dd>
    </div>
  )
}
