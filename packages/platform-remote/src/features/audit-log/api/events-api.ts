import type { ApiQuery, ApiResponse } from '@aide/api-contract';
import { platformApi } from '../../../api/platform-api';

export type EventPage = ApiResponse<'/platform/events', 'get'>;
export type PlatformEvent = EventPage['items'][number];
export type EventsQuery = ApiQuery<'/platform/events', 'get'>;

export const eventsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listEvents: build.query<EventPage, EventsQuery>({
      query: (params) => ({ url: '/platform/events', params }),
      providesTags: ['PlatformEvents'],
    }),
  }),
});

export const { useListEventsQuery } = eventsApi;
