import type { ApiRequestBody, ApiResponse } from '@aide/api-contract';
import { shellApi } from '../../../api/shell-api';

export type Team = ApiResponse<'/api/team', 'get'>;
export type TeamMember = Team['members'][number];
export type TeamRole = TeamMember['role'];
export type TeamEvent = ApiResponse<'/api/team/events', 'get'>['items'][number];
type Invitation = ApiRequestBody<'/api/team/invitations', 'post'>;

/** The Team page's API (GET/POST/PATCH/DELETE /api/team…); every change refreshes the list and the log. */
export const teamApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<Team, void>({
      query: () => '/api/team',
      providesTags: ['Team'],
    }),
    getTeamEvents: build.query<TeamEvent[], void>({
      query: () => ({ url: '/api/team/events', params: { limit: 50 } }),
      transformResponse: (body: { items: TeamEvent[] }) => body.items,
      providesTags: ['Team'],
    }),
    inviteMember: build.mutation<ApiResponse<'/api/team/invitations', 'post', 201>, Invitation>({
      query: (body) => ({ url: '/api/team/invitations', method: 'POST', body }),
      invalidatesTags: ['Team'],
    }),
    resendInvitation: build.mutation<void, string>({
      query: (memberId) => ({ url: `/api/team/invitations/${memberId}/resend`, method: 'POST' }),
      invalidatesTags: ['Team'],
    }),
    changeRole: build.mutation<void, { memberId: string; role: TeamRole }>({
      query: ({ memberId, role }) => ({
        url: `/api/team/members/${memberId}`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: ['Team'],
    }),
    removeMember: build.mutation<void, string>({
      query: (memberId) => ({ url: `/api/team/members/${memberId}`, method: 'DELETE' }),
      invalidatesTags: ['Team'],
    }),
    setMfaRequired: build.mutation<void, boolean>({
      query: (required) => ({ url: '/api/team/settings', method: 'PATCH', body: { mfa_required: required } }),
      invalidatesTags: ['Team'],
    }),
  }),
});

export const {
  useGetTeamQuery,
  useGetTeamEventsQuery,
  useInviteMemberMutation,
  useResendInvitationMutation,
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useSetMfaRequiredMutation,
} = teamApi;
