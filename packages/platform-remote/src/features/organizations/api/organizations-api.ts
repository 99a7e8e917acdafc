import type { ApiQuery, ApiRequestBody, ApiResponse } from '@aide/api-contract';
import { platformApi } from '../../../api/platform-api';

export type OrganizationPage = ApiResponse<'/platform/organizations', 'get'>;
export type Organization = OrganizationPage['items'][number];
/** The list's query; the sort is the view's (the URL's), which the API checks. */
export type OrganizationListQuery = Omit<ApiQuery<'/platform/organizations', 'get'>, 'sort'> & {
  sort?: string;
};
export type NewOrganization = ApiRequestBody<'/platform/organizations', 'post'>;
export type OrganizationChange = ApiRequestBody<'/platform/organizations/{id}', 'patch'>;
export type OrganizationExport = ApiResponse<'/platform/organizations/{id}/exports/{exportId}', 'get'>;
export type Plan = Organization['plan'];
export type OrganizationStatus = Organization['status'];

const path = (id: string) => `/platform/organizations/${encodeURIComponent(id)}`;
/** An export still being written: its status is asked again until it is done or failed. */
export const EXPORT_POLL_MS = 1_000;
export const isExportRunning = (item: OrganizationExport | undefined) =>
  item?.status === 'queued' || item?.status === 'running';

export const organizationsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listOrganizations: build.query<OrganizationPage, OrganizationListQuery>({
      query: (params) => ({ url: '/platform/organizations', params }),
      providesTags: ['PlatformOrganizations'],
    }),
    getOrganization: build.query<Organization, string>({
      query: path,
      providesTags: (_result, _error, id) => [{ type: 'PlatformOrganizations', id }],
    }),
    createOrganization: build.mutation<Organization, NewOrganization>({
      query: (body) => ({ url: '/platform/organizations', method: 'POST', body }),
      invalidatesTags: ['PlatformOrganizations', 'PlatformEvents'],
    }),
    updateOrganization: build.mutation<Organization, { id: string; change: OrganizationChange }>({
      query: ({ id, change }) => ({ url: path(id), method: 'PATCH', body: change }),
      invalidatesTags: ['PlatformOrganizations', 'PlatformEvents'],
    }),
    deleteOrganization: build.mutation<void, { id: string; confirmName: string }>({
      query: ({ id, confirmName }) => ({
        url: path(id),
        method: 'DELETE',
        body: { confirm_name: confirmName },
      }),
      invalidatesTags: ['PlatformOrganizations', 'PlatformEvents'],
    }),
    listExports: build.query<{ items: OrganizationExport[] }, string>({
      query: (id) => `${path(id)}/exports`,
      providesTags: (_result, _error, id) => [{ type: 'PlatformExports', id }],
    }),
    startExport: build.mutation<OrganizationExport, string>({
      query: (id) => ({ url: `${path(id)}/exports`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'PlatformExports', id }, 'PlatformEvents'],
    }),
  }),
});

export const {
  useListOrganizationsQuery,
  useGetOrganizationQuery,
  useCreateOrganizationMutation,
  useUpdateOrganizationMutation,
  useDeleteOrganizationMutation,
  useListExportsQuery,
  useStartExportMutation,
} = organizationsApi;
