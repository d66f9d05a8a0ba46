import type { ComponentProps } from 'react'
import { TextField } from './form-field'

type UsernameFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'placeholder'
>

/**
 * An X handle typed with or without '@' (grant access, add a host): no autofill, capitals or
 * spell-checking, which would change a handle as it is typed.
 */
export function UsernameField(props: UsernameFieldProps) {
  return (
    <TextField
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="@username"
      {...props}
    />
  )
}
