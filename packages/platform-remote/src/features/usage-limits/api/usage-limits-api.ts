import type { ApiRequestBody, ApiResponse } from '@aide/api-contract';
import { platformApi } from '../../../api/platform-api';

export type OrganizationUsage = ApiResponse<'/platform/organizations/{id}/usage', 'get'>;
export type OrganizationLimits = ApiResponse<'/platform/organizations/{id}/limits', 'get'>;
export type LimitsChange = ApiRequestBody<'/platform/organizations/{id}/limits', 'patch'>;
export type LimitName = keyof OrganizationLimits['limits'];

const path = (id: string) => `/platform/organizations/${encodeURIComponent(id)}`;

export const usageLimitsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganizationUsage: build.query<OrganizationUsage, string>({
      query: (id) => `${path(id)}/usage`,
      providesTags: (_result, _error, id) => [{ type: 'PlatformUsage', id }],
    }),
    getOrganizationLimits: build.query<OrganizationLimits, string>({
      query: (id) => `${path(id)}/limits`,
      providesTags: (_result, _error, id) => [{ type: 'PlatformUsage', id }],
    }),
    updateOrganizationLimits: build.mutation<OrganizationLimits, { id: string; change: LimitsChange }>({
      query: ({ id, change }) => ({ url: `${path(id)}/limits`, method: 'PATCH', body: change }),
      // The usage carries the limits that hold; the history shows the change.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'PlatformUsage', id }, 'PlatformEvents'],
    }),
  }),
});

export const {
  useGetOrganizationUsageQuery,
  useGetOrganizationLimitsQuery,
  useUpdateOrganizationLimitsMutation,
} = usageLimitsApi;
