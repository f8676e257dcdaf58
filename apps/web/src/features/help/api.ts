// The Help Center's contact details (GET /help/contact/).
import { type TSupportContact, ZSupportContact } from '@ptlog/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const helpKeys = {
  contact: ['help', 'contact'] as const,
};

export const helpApi = {
  contact: () =>
    api.get<TSupportContact>('/help/contact/', { parse: (value) => ZSupportContact.parse(value) }),
};

export function useSupportContact() {
  return useQuery({ queryKey: helpKeys.contact, queryFn: helpApi.contact, staleTime: 3_600_000 });
}
