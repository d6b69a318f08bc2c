import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HandoverNote, HandoverNoteAnswer } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getHandoverNote(signal?: AbortSignal): Promise<HandoverNoteAnswer> {
  return callApi('handoverNote', { signal });
}

export const handoverNoteQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.handoverNote, queryFn: ({ signal }) => getHandoverNote(signal) });

/** The note the outgoing dispatcher left for the next shift (one, the newest). */
export function useHandoverNote() {
  return useQuery(handoverNoteQueryOptions());
}

export function saveHandoverNote(text: string): Promise<HandoverNote> {
  return callApi('handoverNoteSave', { body: { text } });
}

/** Saves the note; the page shows it, its author and time at once. */
export function useSaveHandoverNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHandoverNote,
    onSuccess: (note) => queryClient.setQueryData<HandoverNoteAnswer>(queryKeys.handoverNote, { note }),
  });
}
