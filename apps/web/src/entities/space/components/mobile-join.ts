import { MOBILE_BREAKPOINT_PX } from '@spaces/shared/limits'

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i

/** A viewport narrower than 768 px or a mobile user agent. */
export function isMobileClient(viewportWidth: number, userAgent: string): boolean {
  return viewportWidth < MOBILE_BREAKPOINT_PX || MOBILE_USER_AGENT.test(userAgent)
}
