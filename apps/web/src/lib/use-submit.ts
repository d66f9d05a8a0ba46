import { useState } from 'react'

/**
 * A form's save, one at a time: busy while it runs, and the failure of the last try kept for the form
 * to show (cleared when the next try starts). `describe` turns what was thrown into that failure.
 */
export function useSubmit<TFailure>(describe: (error: unknown) => TFailure) {
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [failure, setFailure] = useState<TFailure | null>(null)

  /**
   * Runs `save` unless one is running; resolves true when it succeeded. With `staysBusy` the form
   * stays busy after success, for saves that leave the page.
   */
  async function run(save: () => Promise<unknown>, options: { staysBusy?: boolean } = {}): Promise<boolean> {
    if (isSubmitting) return false
    setIsSubmitting(true)
    setFailure(null)
    try {
      await save()
      if (!options.staysBusy) setIsSubmitting(false)
      return true
    } catch (error) {
      setFailure(describe(error))
      setIsSubmitting(false)
      return false
    }
  }

  return { isSubmitting, failure, run }
}
