import type { ApiResponse } from '@aide/api-contract';
import { shellApi } from '../../../api/shell-api';

export type Usage = ApiResponse<'/api/usage', 'get'>;

/** GET /api/usage: the organization's usage of the month against its limits (owners and admins). */
export const usageApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getUsage: build.query<Usage, void>({ query: () => '/api/usage', providesTags: ['Usage'] }),
  }),
});

export const { useGetUsageQuery } = usageApi;
