import type {
  TChangePasswordRequest,
  TCurrentUser,
  TForgotPasswordRequest,
  TLoginRequest,
  TLoginResponse,
  TRegisterRequest,
} from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearToken, hasToken, setToken, setUsernameCookie } from '../auth/token';
import { request } from './client';

/** Query keys of the console account (the signed-in user). */
export const accountKeys = {
  all: ['account'] as const,
  current: () => [...accountKeys.all, 'current'] as const,
};

export const fetchCurrentUser = (signal?: AbortSignal, silent = false) =>
  request<TCurrentUser>('/user/get', { signal, silent });

/** The signed-in user: name, kind, access codes and store (with its cloud space). */
export function useCurrentUser() {
  return useQuery({
    queryKey: accountKeys.current(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: hasToken(),
    staleTime: 60_000,
    retry: false,
  });
}

/** Signs in; the token and user name go to cookies and the user into the cache. Errors are shown by the form. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLoginRequest) => request<TLoginResponse>('/login', { body, silent: true }),
    onSuccess: (datas) => {
      queryClient.clear();
      setToken(datas.access_token, datas.expires_at);
      setUsernameCookie(datas.user.username);
      queryClient.setQueryData(accountKeys.current(), datas.user);
    },
  });
}

/** Signs out this session. The local token goes even if the server cannot be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<null>('/logout', { method: 'POST', silent: true }).catch(() => null),
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
}

/** Changes my password; the server revokes every session, so the token is cleared here too. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) => request<null>('/user/updatePwd', { body, silent: true }),
    onSuccess: () => {
      clearToken();
      queryClient.clear();
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: TRegisterRequest) =>
      request<{ userId: number; shopId: number; userName: string }>('/user/register', { body, silent: true }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: TForgotPasswordRequest) => request<null>('/user/updatePwdForget', { body, silent: true }),
  });
}
