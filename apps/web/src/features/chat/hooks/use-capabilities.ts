import { useQuery } from '@tanstack/react-query';
import { getCapabilities } from '../api/chat-api';

/** What the server's chat can take besides text (transcription, photos); asked once per page load. */
export function useChatCapabilities() {
  return useQuery({
    queryKey: ['chat', 'capabilities'],
    queryFn: getCapabilities,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
