import type { ApiResponse } from '@aide/api-contract';
import { platformApi } from '../../../api/platform-api';

export type Health = ApiResponse<'/platform/health', 'get'>;
export type QueueHealth = Health['queues'][number];
export type FailedJob = Health['failed_jobs'][number];
export type FailedEmail = Health['failed_emails'][number];
export type FailedErpSync = Health['erp_syncs'][number];
export type FailedIntakeEmail = Health['failed_intake_emails'][number];
export type RetriedJob = ApiResponse<'/platform/jobs/{id}/retry', 'post'>;
export type ResentEmail = ApiResponse<'/platform/emails/{id}/resend', 'post'>;

export const healthApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<Health, void>({
      query: () => '/platform/health',
      providesTags: ['PlatformHealth'],
    }),
    retryJob: build.mutation<RetriedJob, string>({
      query: (id) => ({ url: `/platform/jobs/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['PlatformHealth', 'PlatformEvents'],
    }),
    resendEmail: build.mutation<ResentEmail, string>({
      query: (id) => ({ url: `/platform/emails/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      invalidatesTags: ['PlatformHealth', 'PlatformEvents'],
    }),
  }),
});

export const { useGetHealthQuery, useRetryJobMutation, useResendEmailMutation } = healthApi;
