// The app's query cache: server data is fresh until the core's event stream says it changed.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The core is local and tells us about every change (core/event-invalidation.ts): never refetch on a timer,
        // on focus or on reconnect by guesswork.
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: 1,
      },
    },
  });
}
