// Whether the page hears the core's event stream now: kept in the query cache so the indicator can say "Reconnecting…".
import { type QueryClient, useQuery } from '@tanstack/react-query';

export type EventStreamState = 'connected' | 'reconnecting';

export const eventStreamKey = ['sync', 'event-stream'] as const;

export function setEventStreamState(queryClient: QueryClient, state: EventStreamState): void {
  queryClient.setQueryData(eventStreamKey, state);
}

/** Connected until the stream says otherwise (nothing is fetched: the event stream writes it). */
export function useEventStreamState(): EventStreamState {
  const state = useQuery<EventStreamState>({
    queryKey: eventStreamKey,
    queryFn: () => 'connected',
    staleTime: Number.POSITIVE_INFINITY,
    enabled: false,
  });
  return state.data ?? 'connected';
}
