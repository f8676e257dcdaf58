import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface TTokenBalance {
  available_tokens: number;
  tokens_used: number;
  payment_status: string;
  can_use_ai: boolean;
}

export const billingKeys = {
  balance: ['billing', 'balance'] as const,
};

export function useTokenBalance(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.balance,
    queryFn: () => api.get<TTokenBalance>('/billing/balance/my_balance/'),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}
