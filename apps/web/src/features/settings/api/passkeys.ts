import type { Passkey, PasskeyRegistrationOptions } from '@folio/schema';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const passkeysKey = ['passkeys'] as const;

/** GET /api/passkeys: the account's passkeys, oldest first. */
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: passkeysKey,
    queryFn: async ({ signal }) => (await api.get<{ success: true; data: Passkey[] }>('/passkeys', { signal })).data,
  });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

/**
 * Adding one: POST /api/passkeys/options, the browser's own prompt (the device or password manager
 * makes the key pair, after a fingerprint, face or PIN), then POST /api/passkeys with its answer.
 * Fails with the browser's WebAuthnError when the prompt is closed or refused, with an ApiError when the server refuses.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await api.post<{ success: true; data: PasskeyRegistrationOptions }>('/passkeys/options', {});
      // The server's options are the JSON form the library expects (the schema keeps its strings loose).
      const credential = await startRegistration({ optionsJSON: options.data as PublicKeyCredentialCreationOptionsJSON });
      return (await api.post<{ success: true; message: string; data: Passkey }>('/passkeys', { credential })).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

/** PATCH /api/passkeys/{id}. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => api.patch<{ success: true; message: string; data: Passkey }>(`/passkeys/${id}`, { name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

/** DELETE /api/passkeys/{id}: it no longer signs in. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true; message: string }>(`/passkeys/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
