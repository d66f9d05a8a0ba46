import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { shouldRetryRequest } from '../lib/api-client'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // No second try for a 4xx: the answer will not change, and the screen would wait for nothing.
      queries: { staleTime: 30_000, retry: shouldRetryRequest, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  })
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
